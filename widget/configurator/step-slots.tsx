import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ApiClient } from '../../shared/api/client';
import { type Locale, locales } from '../../shared/i18n/locales';
import type { MessageKey } from '../../shared/i18n/messages';
import { chunk } from '../lib/chunk';
import { designTexts } from '../lib/design-texts';
import { useIntl } from '../../ui/intl/intl-provider';
import { prefetchWhenIdle } from '../lib/may-prefetch';
import type { Step } from '../../shared/domain/configurator/steps';

/*
 * The first step (product settings) never waits for what comes after it. The images step and the
 * finishing buttons are one chunk (widget/steps/later-steps.ts), the design step (Konva, drawn through
 * widget/embed/react-konva-lite.tsx, the WebGL preview) another, with its texts of the language beside it
 * (widget/lib/design-texts.ts). They load when the first step shows and the browser is idle (not on
 * a connection the shopper pays by the byte), and at once when the shopper gets to them. The widget
 * and the shell use these same slots.
 */

const laterSteps = chunk(() => import('../steps/later-steps'));
const designStep = chunk(() => import('../steps/product-design/design-step'));

/**
 * Loads the later steps ahead: on the first step when the browser is idle (unless the connection is a
 * metered or slow one), the design step and its texts of `locale` at once on the images step (it is
 * next). `step` is null while the product loads (nothing shows yet).
 */
export function useStepsAhead(step: Step | null, locale: Locale): void {
  useEffect(() => {
    if (step === null || step === 'productDesign') return;
    const load = () => {
      void laterSteps().catch(() => undefined);
      void designStep().catch(() => undefined);
      void designTexts(locale).catch(() => undefined);
    };
    if (step === 'imageSelection') return load();
    return prefetchWhenIdle(load);
  }, [step, locale]);
}

interface SlotTexts {
  loading: MessageKey;
  failed: MessageKey;
  /** The placeholder's test id. */
  testId: string;
}

/** A component of a chunk, with a worded placeholder while the chunk loads and "Try again" if it could not. */
function slot<P extends object>(load: () => Promise<ComponentType<P>>, texts: SlotTexts): ComponentType<P> {
  // React.lazy keeps a failure for good: "Try again" makes a new one.
  const make = () => lazy(async () => ({ default: await load() }));
  let Lazy = make();
  return function Slot(props: P) {
    const intl = useIntl();
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Lazy = make();
      setAttempt((n) => n + 1);
    };
    return (
      <LoadFailed key={attempt} text={intl.formatMessage({ id: texts.failed })} retryLabel={intl.formatMessage({ id: 'configurator.retry' })} onRetry={retry}>
        <Suspense
          fallback={
            <p className="design-step-loading" aria-busy="true" data-testid={texts.testId}>
              {intl.formatMessage({ id: texts.loading })}
            </p>
          }
        >
          <Lazy {...props} />
        </Suspense>
      </LoadFailed>
    );
  };
}

const stepTexts: SlotTexts = { loading: 'configurator.step.loading', failed: 'configurator.step.failed', testId: 'step-loading' };
export const ImageSelectionSlot = slot(async () => (await laterSteps()).ImageSelection, stepTexts);
export const AddToBasketSlot = slot(async () => (await laterSteps()).AddToBasket, stepTexts);
export const FinishEmbeddedSlot = slot(async () => (await laterSteps()).FinishEmbedded, stepTexts);
const designSlotTexts: SlotTexts = { loading: 'configurator.design.loading', failed: 'configurator.design.failed', testId: 'design-step-loading' };
/** The design step and its texts of a language, loaded together: it never shows without them, and either failing is its "Try again". */
interface DesignSlotProps {
  api: ApiClient;
  shopBase?: string | undefined;
}

const designSlot = (locale: Locale) =>
  slot(async () => {
    const [{ DesignStepWithTexts }, texts] = await Promise.all([designStep(), designTexts(locale)]);
    return function DesignStepInLanguage({ api, shopBase }: DesignSlotProps) {
      return <DesignStepWithTexts texts={texts} api={api} shopBase={shopBase} />;
    };
  }, designSlotTexts);
const designSlots = Object.fromEntries(locales.map((locale) => [locale, designSlot(locale)])) as Record<Locale, ComponentType<DesignSlotProps>>;

export function DesignStepSlot({ locale, ...props }: DesignSlotProps & { locale: Locale }) {
  const Slot = designSlots[locale];
  return <Slot {...props} />;
}

interface LoadFailedProps {
  text: string;
  retryLabel: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches the chunk's failed import (React's error boundaries are classes). */
class LoadFailed extends Component<LoadFailedProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[configurator] a step could not be loaded', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="design-step-failed">
        <p role="alert">{this.props.text}</p>
        <button type="button" className="primary" onClick={this.props.onRetry}>
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}
