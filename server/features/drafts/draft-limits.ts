import { consume, type Limit, type RateLimitContext } from '../../http/rate-limit';

const HOUR = 3_600_000;

/**
 * The configurator saves about once a second while the shopper works (debounced), so an hour of
 * busy designing stays far below these; a script writing drafts is stopped per basket and per IP.
 */
const draftLimits = {
  basket: { name: 'draft-basket', max: 1800, windowMs: HOUR },
  ip: { name: 'draft-ip', max: 6000, windowMs: HOUR },
} satisfies Record<string, Limit>;

/** Counts a save for the IP (basketId null: before a basket is known) or for the basket. */
export async function countDraftSave(ctx: RateLimitContext, basketId: number | null): Promise<void> {
  if (basketId === null) await consume(ctx, draftLimits.ip, ctx.ip);
  else await consume(ctx, draftLimits.basket, `basket:${basketId}`);
}
