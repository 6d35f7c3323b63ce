import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * Moves the app's stylesheet links from the head to the end of the body. In the head they block the first paint:
 * the loading screen (styled inline in index.html) waited for 14 kB of app CSS it does not use. At the end of
 * the body the loading screen paints as soon as the HTML is in, and nothing the CSS styles renders any earlier:
 * `#root` is empty until the entry script runs, and the browser runs module scripts only once the stylesheets
 * before them are loaded (docs/decisions/015).
 */
export function lateStylesheet(): Plugin {
  return {
    name: 'atrium:late-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(STYLESHEET) ?? [];
        if (links.length === 0) return html;
        return html.replace(STYLESHEET, '').replace('</body>', `  ${links.map((l) => l.trim()).join('\n    ')}\n  </body>`);
      },
    },
  };
}
