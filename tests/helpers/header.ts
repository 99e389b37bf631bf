/**
 * The header's DOM-test markup (widgets/header/): a toggle with its menu and mask, two tags with
 * their popups (one holding a link), and a paragraph outside the header.
 */
export const HEADER_MARKUP = `
  <header data-widget="header">
    <button data-menu-toggle aria-controls="nav">菜单</button>
    <nav id="nav" hidden><a href="/a" id="first-link">A</a></nav>
    <div data-menu-mask hidden></div>
    <a href="/apps" id="apps" data-tag-popup="app-tags">应用</a><div id="app-tags" hidden><a href="/apps/1" id="inner">工具</a></div>
    <a href="/games" id="games" data-tag-popup="game-tags">游戏</a><div id="game-tags" hidden>…</div>
  </header>
  <p id="outside">content</p>`;
