import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Common = { children: ReactNode; variant?: 'primary' | 'secondary'; className?: string };

/** The link form: navigates (a real <a>, so it opens in a new tab too). */
type AsLink = Common & { to: string; disabled?: never; onClick?: never };
/** The disabled form: shown but not operable (a step that is not reachable yet). */
type AsDisabled = Common & { disabled: true; to?: never; onClick?: never };
/** The plain click form. */
type AsButton = Common & { onClick: () => void; to?: never; disabled?: false };
export type WizardButtonProps = AsLink | AsDisabled | AsButton;

/** The spec's wizard button: as a link, disabled, or a plain click, always looking the same. */
export function WizardButton(props: WizardButtonProps) {
  const className = ['button', props.variant ?? 'primary', props.className].filter(Boolean).join(' ');
  if (props.to !== undefined) {
    return (
      <Link className={className} to={props.to}>
        {props.children}
      </Link>
    );
  }
  if (props.disabled) {
    return (
      <button type="button" className={className} disabled>
        {props.children}
      </button>
    );
  }
  return (
    <button type="button" className={className} onClick={props.onClick}>
      {props.children}
    </button>
  );
}
