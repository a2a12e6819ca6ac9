import type { Db } from '../../db/database';
import { partners } from '../../db/schema';

/** A partner earning 10 % on sample sets and 5 % on the rest, French-speaking, with an IBAN: its id. */
export async function insertPartner(db: Db, name = 'Atelier Lac'): Promise<number> {
  const [partner] = await db
    .insert(partners)
    .values({
      name,
      contactEmail: 'atelier@example.ch',
      language: 'fr',
      publicKey: `pk_${name
        .replace(/[^A-Za-z]/g, '')
        .padEnd(24, 'x')
        .slice(0, 24)}`,
      commissionRates: { defaultBp: 500, byProduct: { 'sample-set': 1000 } },
      payoutIban: 'CH5604835012345678009',
    })
    .returning({ id: partners.id });
  return partner!.id;
}
