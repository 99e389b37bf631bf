/**
 * The checker (bin/lib/link-form.js, Node, no DOM) and the runtime (features/links/link-form.ts)
 * each read a plain link's form. An editor trusts the checker's verdict on what the page will
 * do, so both must name the same widget (or none) for the same link and config, and give the
 * same attributes from a `#ppw=` fragment and from a config pattern's captures.
 */
import { describe, expect, it } from 'vitest';
import { linkWidget } from '../../bin/lib/link-form.js';
import { compilePatterns, parseLink, type LinkRules } from '../../features/links/link-form';

const PAGE = 'https://www.example.com/news/2026/article.html';
const LINKS = {
  comments: ['/comments?appId={appId}'],
  download: ['/dl/{appId}'],
  specials: ['/special/{specialId}.html'],
  'game-news': ['/game/*/news?appId={appId}&page=*'],
};

function runtime(href: string, links: unknown) {
  const rules: LinkRules = {
    base: PAGE,
    origins: ['https://www.example.com'],
    patterns: compilePatterns(links, () => {}),
    downloadNames: ['data-id', 'data-app-id', 'data-name', 'data-download-tips'],
  };
  const form = parseLink(href, rules);
  return form && form.widget ? form : null;
}

/** Links as editors and CMSs leave them: absolute, root-relative, rewritten relative, encoded. */
const HREFS = [
  '/download/apk?appId=7',
  '../download/apk?appId=7&name=%E7%A4%BA%E4%BE%8B',
  'https://www.example.com/download/apk?appid=9',
  '/download/apkx?appId=7',
  '/downloads/apk',
  '/c?appId=1#ppw=comments&app-id=1&count=5',
  '#ppw=lucky&activityId=42',
  '/x#ppw=recs&app-id=3&title=%E7%83%AD%E9%97%A8',
  '/x#ppw=download&appId=3',
  '/x#ppx=comments',
  '/comments?appId=12',
  '../comments?appId=12&sort=new',
  '/comments?sort=new',
  '/comments?appId=',
  '/dl/77',
  '../../dl/77',
  '/dl/',
  '/dl/77/more',
  '/special/5.html',
  '/special/.html',
  '/game/rpg/news?page=2&appId=8',
  '/game/rpg/news?appId=8',
  '/game/rpg/x/news?page=2&appId=8',
  '/about.html',
  'mailto:someone@example.com',
];

describe('the checker and the runtime read a link the same way', () => {
  for (const links of [undefined, LINKS]) {
    for (const href of HREFS) {
      it(`${href} with ${links ? 'config links' : 'no config links'}`, () => {
        const checker = linkWidget(href, links ? { links } : {});
        const page = runtime(href, links);
        expect(checker ? checker.widget : null).toBe(page ? page.widget : null);
        if (!checker || !page || checker.via === 'download') return;
        // A fragment's pairs and a pattern's captures become the same attributes.
        const names = (list: string[]) => Array.from(new Set(list)).sort();
        const fromPage = names(page.attrs.map(([name]) => name));
        const fromChecker = names(checker.attrs.map((a) => a.name));
        expect(fromChecker).toEqual(fromPage);
      });
    }
  }
});
