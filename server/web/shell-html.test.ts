import { describe, expect, it } from 'vitest';
import { FirstPageData } from '../../shared/api/first-page';
import { renderShellHtml } from './shell-html';

const template = `<!doctype html>
<html lang="de">
  <head>
    <script type="module" crossorigin src="/app/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const data = {
  lang: 'fr',
  path: 'toile',
  navigation: { main: [], header: [] },
  page: {
    kind: 'content',
    id: 3,
    title: 'Evil </script><script>alert(1)</script> <!--',
    description: '',
    blocks: [],
    alternates: { de: 'leinwand', fr: 'toile', it: 'tela', en: 'canvas' },
  },
};

function inlineJson(html: string): string {
  const match = /<script type="application\/json" id="first-page-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no first-page data in the HTML');
  return match[1];
}

describe('renderShellHtml', () => {
  it("sets the page language, preloads its messages and inlines the page's data", () => {
    const html = renderShellHtml(template, { lang: 'fr', catalogueChunk: '/app/fr-x1.js', firstPageJson: JSON.stringify(data) });
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/app\/fr-x1\.js">\s*<\/head>/);
    expect(html.indexOf('first-page-data')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('keeps CMS text from ending the script element, and the JSON reads back unchanged', () => {
    const html = renderShellHtml(template, { lang: 'fr', catalogueChunk: undefined, firstPageJson: JSON.stringify(data) });
    const json = inlineJson(html);
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(FirstPageData.parse(JSON.parse(json))).toEqual(data);
  });

  it('leaves the template alone but for the language when there is nothing to inline', () => {
    const html = renderShellHtml(template, { lang: 'it', catalogueChunk: undefined, firstPageJson: null });
    expect(html).toBe(template.replace('lang="de"', 'lang="it"'));
  });
});
