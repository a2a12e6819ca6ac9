import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canvas } from '../../shared/domain/test-fixtures';
import { catalogues } from '../../shared/i18n/messages';
import Configurator, { type ConfiguratorTarget } from './configurator';
import { offlineCanvas } from './offline-configurator';
import type { Step } from '../../shared/domain/configurator/steps';

afterEach(cleanup);

const texts = catalogues.de;

/** The configurator at a step, its steps led by the test. */
function renderAt(step: Step, onNavigate: (target: ConfiguratorTarget) => void = () => undefined) {
  render(<Configurator {...offlineCanvas()} step={step} onNavigate={onNavigate} />);
  return within(screen.getByTestId('step-bar'));
}

describe("the bottom bar (phones) holds the step's main action", () => {
  it('next on the product step, which goes to the images', () => {
    const onNavigate = vi.fn<(target: ConfiguratorTarget) => void>();
    const bar = renderAt('productSettings', onNavigate);
    fireEvent.click(bar.getByRole('button', { name: texts['configurator.steps.next'] }));
    expect(onNavigate).toHaveBeenCalledWith({ productId: canvas.id, step: 'imageSelection' });
  });

  it('next on the photos step', () => {
    const bar = renderAt('imageSelection');
    expect(bar.getByRole('button', { name: texts['configurator.steps.next'] })).toBeTruthy();
  });

  it('add to basket on the design step', async () => {
    const bar = renderAt('productDesign');
    // The button comes with the later steps' chunk, compiled on its first import here: slow on a busy machine.
    expect(await bar.findByRole('button', { name: texts['configurator.basket.add'] }, { timeout: 10_000 })).toBeTruthy();
  });
});
