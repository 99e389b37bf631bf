/*
 * English for the gallery's attribute tables and event notes (?lang=en), by the Chinese text
 * of gallery-data.js. A text missing here shows in Chinese; gallery.spec.ts checks none is.
 */
(function (win) {
  'use strict';

  var TEXT = {
    '日志与下载按钮的位置字段（元素或最近祖先）': 'Position fields of logs and download buttons (the element or nearest ancestor)',
    '见文档': 'see docs',
    '页头容器': 'Header container',
    '必填': 'required',
    '可选': 'optional',
    '建议': 'recommended',
    '无': 'none',
    '菜单按钮；aria-controls 写菜单的 id': 'Menu button; aria-controls names the menu\'s id',
    '遮罩，点击关闭菜单': 'Mask; a click closes the menu',
    '悬停 / 聚焦 / 轻触时显示该 id 的元素': 'Shows the element of this id on hover / focus / tap',
    '放在 <form> 上；action 为结果页': 'On the <form>; action is the results page',
    '建议接口的 ctoken': 'ctoken of the suggestion call',
    '搜索框': 'Search input',
    '应用 id，数字': 'App id, a number',
    '版本 id': 'Version id',
    '应用名（iOS 商店搜索用）': 'App name (for the iOS store search)',
    '包名（客户端状态用）': 'Package name (for the client\'s install status)',
    '客户端内必填': 'required in the client',
    '版本与图标': 'Version and icon',
    '0 软件 / 1 游戏': '0 app / 1 game',
    '分类（日志字段）': 'Category (log fields)',
    '游戏需要实名登记时为 1': '1 when the game needs real-name registration',
    '0 = 不为此按钮显示下载提示条': '0 = no download-tips banner for this button',
    'install / reserve / gift：提示条文案': 'install / reserve / gift: the banner\'s wording',
    'apk（跳转）/ url / dot': 'apk (navigation) / url / dot',
    '客户端内额外按钮：ignoreUpdate,follow,collect,order': 'Extra buttons in the client: ignoreUpdate,follow,collect,order',
    '只有游戏会检查': 'Only games are checked',
    'data-require-id="1"（或 data-app-op-ext-info 中 misc.requireID 为 1）': 'data-require-id="1" (or misc.requireID 1 in data-app-op-ext-info)',
    '需要实名': 'Needs real-name registration',
    '整体开关（默认关闭）': 'Overall switch (off by default)',
    '提交地址': 'Submit URL',
    'pp:realname { appId, action, … }（不含任何个人信息）': 'pp:realname { appId, action, … } (no personal data)',
    '0 = 此按钮不出提示条': '0 = no banner for this button',
    '[data-download-common] 祖先': '[data-download-common] ancestor',
    '通用下载区内的按钮从不出提示条': 'Buttons in a common download area never get the banner',
    '“打开 PP 助手”的深链接': 'Deep link of "Open PP"',
    '放在页面任意位置（或 config backToTop: true）': 'Anywhere on the page (or config backToTop: true)',
    '真实图片地址': 'The real image URL',
    '必填（或 data-srcset）': 'required (or data-srcset)',
    '真实 srcset': 'The real srcset',
    '{ hosts, rewrite }：哪些图片换 webp': '{ hosts, rewrite }: which images switch to webp',
    '活动 id（字母、数字、_、-）': 'Activity id (letters, digits, _, -)',
    '三选一': 'one of three',
    '多个活动的列表': 'A list of several activities',
    '全部活动列表': 'The list of all activities',
    '横幅以下的高度，首屏起占位（默认 1877px：客户端内的示例活动）': 'The height below the banner, held from the first paint (default 1877px: the example activity in the client)',
    '应用 id': 'App id',
    '服务器每页条数（判断最后一页）': 'The server\'s page size (to tell the last page)',
    '查询词 → 推荐应用': 'Query → recommended apps',
    '与 data-app-id 二选一': 'or data-app-id',
    '没有 data-q 时：该应用的同级分类': 'Without data-q: the app\'s sibling categories',
    '强制显示分类': 'Always show categories',
    '最多条数（0 = 全部）': 'At most this many (0 = all)',
    '一个专题的应用': 'One special\'s apps',
    '包含该应用的专题': 'The specials containing the app',
    '包含该应用的专题数': 'How many specials containing the app',
    '全部专题的分页': 'Paging of all specials',
    '往前几天': 'Days back',
    '往后几天': 'Days ahead',
    '游戏数': 'Games',
    '第一项': 'First entry',
    '每页条数': 'Entries a page',
    '广告位 id（也是日志的 spaceId）': 'Ad space id (also the logs\' spaceId)',
    '第一个广告': 'First ad',
    '显示几个': 'How many to show',
    '应用 id 逗号列表（1–50 个）': 'Comma list of app ids (1–50)',
  };

  /** The English of a gallery text: the table above, then the legacy-name notes of attribute names. */
  function en(text) {
    if (Object.prototype.hasOwnProperty.call(TEXT, text)) return TEXT[text];
    return text.replace(/（旧 /g, ' (legacy ').replace(/（或 /g, ' (or ').replace(/、/g, ', ').replace(/）/g, ')');
  }

  win.PPGalleryEnglish = { text: en, TEXT: TEXT };
})(window);
