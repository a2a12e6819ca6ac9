// The sandbox is a host page like a partner's: it uses only the public embed API (widget/EMBEDDING.md).
// ?shop=<origin> points it at a shop on another origin (as on a partner site); by default the shop
// is the origin that serves this page. The shop's own copy names the shop in a meta tag (its own
// origin or a partner's: server/web/sandbox.ts), so that no link makes the shop's page load a script
// from elsewhere; only a partner's copy of these files reads ?shop= itself.
const named = document.querySelector('meta[name="printshop-shop"]');
const shop = new URL(named ? named.content : new URLSearchParams(window.location.search).get('shop') || window.location.origin).origin;
document.getElementById('shop-origin').textContent = shop;

// The queue snippet: calls made before the loader arrives wait in PrintshopConfigurator.q.
window.PrintshopConfigurator =
  window.PrintshopConfigurator ||
  function () {
    (window.PrintshopConfigurator.q = window.PrintshopConfigurator.q || []).push(arguments);
  };

const log = document.getElementById('event-log');
function record(name, host, detail) {
  const item = document.createElement('li');
  item.dataset.event = name;
  item.dataset.widget = host ? host.id : '';
  const title = document.createElement('strong');
  title.textContent = `${name} `;
  const from = document.createElement('span');
  from.textContent = host ? `from #${host.id}` : 'from the page';
  const payload = document.createElement('pre');
  payload.textContent = JSON.stringify(detail, null, 2);
  // A long detail (a price, a design) scrolls in its box: reachable by keyboard too.
  payload.tabIndex = 0;
  item.append(title, from, payload);
  log.prepend(item);
}
const EVENTS = ['ready', 'error', 'done', 'order', 'basket-updated', 'step', 'price', 'added', 'upload-progress'].map((name) => `printshop:${name}`);
for (const name of EVENTS) {
  window.PrintshopConfigurator('on', name, (detail, host) => record(name, host, detail));
}
document.getElementById('clear-log').addEventListener('click', () => log.replaceChildren());

/** Writes a form's choices into its host element's data attributes and mounts the widget again. */
function apply(form) {
  const host = document.getElementById(form.dataset.for);
  const value = (name) => form.elements.namedItem(name).value.trim();
  const error = form.querySelector('.error');
  if (error) error.remove();
  try {
    JSON.parse(value('settings') || '{}');
  } catch (e) {
    const message = document.createElement('p');
    message.className = 'error';
    message.setAttribute('role', 'alert');
    message.textContent = `Settings are not valid JSON: ${e.message}`;
    form.append(message);
    return;
  }
  const set = (attribute, content) => (content ? host.setAttribute(attribute, content) : host.removeAttribute(attribute));
  set('data-product-id', value('product'));
  set('data-lang', value('lang'));
  set('data-embedded', form.elements.namedItem('embedded').checked ? 'true' : '');
  set('data-settings', value('settings'));
  for (const part of ['primary', 'background', 'text']) set(`data-theme-${part}`, value(`theme-${part}`));
  window.PrintshopConfigurator('mount', host);
}

// Each widget's settings form starts from what its host element says.
const controls = document.getElementById('controls');
for (const form of document.querySelectorAll('form.controls')) {
  const host = document.getElementById(form.dataset.for);
  form.append(controls.content.cloneNode(true));
  form.elements.namedItem('product').value = host.dataset.productId || '';
  form.elements.namedItem('lang').value = host.dataset.lang || 'de';
  form.addEventListener('change', () => apply(form));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply(form);
  });
  apply(form);
}

const loader = document.createElement('script');
loader.src = `${shop}/widget/v1/configurator.js`;
loader.async = true;
document.head.append(loader);
