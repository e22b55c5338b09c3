import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/** The plain page the sandbox's stand-in identity providers draw. Values are escaped by hono's html tag. */
export function identityPage(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          body {
            font:
              15px/1.5 system-ui,
              sans-serif;
            margin: 2rem auto;
            max-width: 480px;
            padding: 0 1rem;
            color: #1c2127;
          }
          button {
            font: inherit;
            padding: 0.5rem 1rem;
            margin: 0.25rem 0;
            cursor: pointer;
            width: 100%;
          }
          .note {
            color: #5f6b7c;
            font-size: 13px;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`;
}
