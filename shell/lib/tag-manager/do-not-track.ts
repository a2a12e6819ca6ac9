export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** Spec section 2: the tag manager is injected unless do-not-track (or Global Privacy Control) is set. */
export function trackingAllowed(signals: PrivacySignals): boolean {
  if (signals.doNotTrack === '1' || signals.doNotTrack === 'yes') return false;
  return signals.globalPrivacyControl !== true;
}
