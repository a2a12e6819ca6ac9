import { describe, expect, it, vi } from 'vitest';
import { showLoadFailure } from './load-failure';

describe('showLoadFailure', () => {
  it('shows the text in the host and raises printshop:error with code network', () => {
    document.body.innerHTML = '<div id="host"></div>';
    const host = document.getElementById('host')!;
    const heard = vi.fn<(detail: unknown) => void>();
    window.addEventListener('printshop:error', (event) => heard((event as CustomEvent).detail), { once: true });
    showLoadFailure(host, 'Der Shop ist gerade nicht erreichbar.');
    const alert = host.shadowRoot!.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('Der Shop ist gerade nicht erreichbar.');
    // Styled through CSSOM (element.style), which a strict CSP allows.
    expect((alert as HTMLElement).style.color).not.toBe('');
    expect(heard).toHaveBeenCalledWith({ code: 'network', message: 'Der Shop ist gerade nicht erreichbar.' });
  });
});
