/**
 * The CMS's article page: the page template carries our script and the page-wide config
 * (docs/cms.md: page-wide settings live in the template, never only in pasted content); the
 * party's saved HTML is the article's body. Served on the fixture server's origin at
 * /news/2026/<id>.html, one folder below the CMS editor's /wp-admin/, so a URL an editor
 * rewrote relative to its own page resolves as it does on a real site.
 */
export const ARTICLE_PATH = '/news/2026/';

/** The config the template carries: the real-name popup switched on for the site. */
export const TEMPLATE_CONFIG = { realname: { enabled: true } };

/**
 * The article page: `sections` are saved HTML, each in its own <section data-cms-cell="i">
 * (an article of several pasted blocks).
 */
export function articlePage(sections: string[]): string {
  const body = sections.map((html, i) => `<section data-cms-cell="${i}">\n${html}\n</section>`).join('\n');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>资讯</title>
<script type="application/json" id="pp-widgets-config">${JSON.stringify(TEMPLATE_CONFIG)}</script>
<script src="/dist/pp-widgets.js" defer></script>
</head>
<body>
<main>
<h1>资讯</h1>
<article class="entry-content">
${body}
</article>
<div style="height: 3000px" aria-hidden="true"></div>
</main>
</body>
</html>
`;
}
