/** The shop's word mark: a small framed picture and the name (text, so it scales and translates). */
export function Logo() {
  return (
    <span className="logo">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
        <rect x="1.5" y="1.5" width="25" height="25" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M6 21l5-7 4 5 3-3 4 5z" fill="#c07a3a" />
        <circle cx="19" cy="9" r="2.5" fill="#c07a3a" />
      </svg>
      <span className="logo-text">Print Atelier</span>
    </span>
  );
}
