import type { ReactNode } from 'react';

/*
 * A small picture of each way to pay, beside its name, so the choice is seen before it is read:
 * a bill with its QR code, a bank, a phone paying (TWINT), a card. Plain line drawings in the
 * text's colour, no brand marks; decorative, since the name says it.
 */
const DRAWINGS: Record<string, ReactNode> = {
  invoice: (
    <>
      <path d="M7 3h10l3 3v15H7z" />
      <path d="M10 14h3v3h-3zM15 14h2M15 17h2M10 8h7M10 11h7" />
    </>
  ),
  prepayment: (
    <>
      <path d="M4 10h18M13 4l9 6M13 4 4 10M6 10v8M10 10v8M16 10v8M20 10v8M4 21h18" />
    </>
  ),
  twint: (
    <>
      <rect x="8" y="2.5" width="10" height="19" rx="2" />
      <path d="M12 18.5h2M10.5 9.5l2 2 3.5-4" />
    </>
  ),
  card: (
    <>
      <rect x="2.5" y="5.5" width="21" height="14" rx="2" />
      <path d="M2.5 10h21M6 15.5h4" />
    </>
  ),
};

export function PaymentMethodIcon({ method }: { method: string }) {
  const drawing = DRAWINGS[method];
  if (!drawing) return null;
  return (
    <svg
      className="payment-method-icon"
      viewBox="0 0 26 24"
      width="32"
      height="30"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawing}
    </svg>
  );
}
