import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from '../lib/intl/intl-provider';
import { mayPrefetch } from '../lib/may-prefetch';
import type { Step } from './steps';

/*
 * The design step (Konva, react-konva and its reconciler, the WebGL preview) is a chunk of its own:
 * the first step never waits for it. It loads when the shopper reaches the images or the design
 * step, and before that, once the first step shows, when the browser is idle (not on a connection
 * the shopper pays by the byte). The widget and the shell use this same slot.
 */

let loading: Promise<typeof import('../steps/product-design/design-step')> | null = null;

/** Imports the design step's chunk once; a failed import may be tried again (the browser fetches anew). */
function loadDesignStep() {
  loading ??= import('../steps/product-design/design-step').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

// React.lazy keeps a failure for good: "Try again" makes a new one.
const lazyDesignStep = () => lazy(() => loadDesignStep().then((module) => ({ default: module.DesignStep })));
let LazyDesignStep = lazyDesignStep();

/**
 * Loads the design step ahead: on the images step at once (the design step is next), on the first
 * step when the browser is idle, unless the connection is a metered or slow one. `step` is null
 * while the product loads (nothing shows yet).
 */
export function useDesignStepAhead(step: Step | null): void {
  useEffect(() => {
    if (step === null || step === 'productDesign') return;
    const load = () => void loadDesignStep().catch(() => undefined);
    if (step === 'imageSelection') return load();
    if (!mayPrefetch()) return;
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(load, 1500);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }, [step]);
}

/** The design step, with a worded placeholder while its chunk loads and a retry if it could not. */
export function DesignStepSlot() {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    LazyDesignStep = lazyDesignStep();
    setAttempt((n) => n + 1);
  };
  return (
    <LoadFailed
      key={attempt}
      text={intl.formatMessage({ id: 'configurator.design.failed' })}
      retryLabel={intl.formatMessage({ id: 'configurator.retry' })}
      onRetry={retry}
    >
      <Suspense
        fallback={
          <p className="design-step-loading" aria-busy="true" data-testid="design-step-loading">
            {intl.formatMessage({ id: 'configurator.design.loading' })}
          </p>
        }
      >
        <LazyDesignStep />
      </Suspense>
    </LoadFailed>
  );
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
    console.error('[configurator] the design step could not be loaded', error);
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
