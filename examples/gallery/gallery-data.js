/*
 * The gallery's one source of truth, shared by the gallery page (examples/index.html) and the
 * widget frame (examples/gallery/frame.html): each widget's markup snippet, attributes,
 * events and states, and the environments of the UA switcher. Plain ES2017, no build step.
 *
 * Snippets are what an editor copies: the frame renders exactly this markup, so what the
 * gallery shows working is what gets pasted. They must pass `npx pp-widgets check`.
 */
(function (win) {
  'use strict';

  // User agents copied from tests/browser/devices.ts (one per environment of product-rules §13).
  var UA = {
    androidChrome:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
    iphoneSafari:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
    wechatAndroid:
      'Mozilla/5.0 (Linux; Android 12; M2102J2SC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/2585 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
    wechatIOS:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.34(0x18002231) NetType/WIFI Language/zh_CN',
    qqAndroid:
      'Mozilla/5.0 (Linux; Android 11; V2055A Build/RP1A.200720.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/6.2 TBS/046011 Mobile Safari/537.36 V1_AND_SQ_8.8.68_2538_YYB_D QQ/8.8.68.7265 NetType/WIFI WebP/0.3.0 Pixel/1080',
    ucAndroid:
      'Mozilla/5.0 (Linux; U; Android 10; zh-CN; MI 9 Build/QKQ1.190825.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
    desktopChrome:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    ppzb:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 PPZB/5.2.0',
    ppyy:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 PPYY/3.1.0',
    ppDesktop:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0.4324.150 Safari/537.36 PPDesktop/5.9',
  };
  // The Android client's webview: Chrome's UA with "; wv", plus the fake bridge of the frame.
  UA.androidClient = UA.androidChrome.replace('Pixel 7)', 'Pixel 7; wv)');

  /**
   * Environments of the UA switcher. `bridge`: the frame injects a fake native host
   * (window.PPNativeBridge) so the client path is visible. `query` and `page` reproduce a
   * detail page reached from a desktop paid source (product-rules §14 download).
   */
  var environments = [
    { key: 'desktop', label: '桌面浏览器', en: 'Desktop browser', ua: 'desktopChrome' },
    { key: 'android', label: '安卓浏览器', en: 'Android browser', ua: 'androidChrome', mobile: true },
    { key: 'iphone', label: 'iPhone Safari', en: 'iPhone Safari', ua: 'iphoneSafari', mobile: true },
    { key: 'wechat', label: '微信（安卓）', en: 'WeChat (Android)', ua: 'wechatAndroid', mobile: true },
    { key: 'wechatIOS', label: '微信（iOS）', en: 'WeChat (iOS)', ua: 'wechatIOS', mobile: true },
    { key: 'qq', label: 'QQ 内置浏览器', en: 'QQ in-app browser', ua: 'qqAndroid', mobile: true },
    { key: 'uc', label: 'UC 浏览器', en: 'UC browser', ua: 'ucAndroid', mobile: true },
    { key: 'androidClient', label: 'PP 安卓客户端（模拟原生桥）', en: 'Android client (fake bridge)', ua: 'androidClient', mobile: true, bridge: true },
    { key: 'ppzb', label: 'iOS 客户端 PPZB', en: 'iOS client PPZB', ua: 'ppzb', mobile: true },
    { key: 'ppyy', label: 'iOS 客户端 PPYY', en: 'iOS client PPYY', ua: 'ppyy', mobile: true },
    { key: 'ppDesktop', label: 'PP 电脑版客户端', en: 'Desktop client', ua: 'ppDesktop' },
    { key: 'desktopPaid', label: '详情页 · 桌面付费来源', en: 'Detail page from a desktop paid source', ua: 'desktopChrome', query: 'ch_src=pc_baidu', page: 'detail' },
  ];

  /** The states a list widget can be put in, each armed through the fixture server (docs/fixtures.md). */
  var STATE_LABELS = {
    normal: { label: '正常', en: 'Normal' },
    loading: { label: '加载中', en: 'Loading' },
    empty: { label: '空', en: 'Empty' },
    error: { label: '出错', en: 'Error' },
  };

  /**
   * Faults for one data call: loading = the answer held back 15 s; empty = an OK envelope with
   * no data (the fixture server's `code` fault with the OK code); error = an error code the
   * catalogue does not name (generic failure, retry offered). One use each, so "retry" works.
   */
  function dataStates(path, method) {
    var base = { path: path };
    if (method) base.method = method;
    function spec(extra) {
      var s = {};
      var k;
      for (k in base) s[k] = base[k];
      for (k in extra) s[k] = extra[k];
      return [s];
    }
    return {
      loading: spec({ fault: 'delay', ms: 15000, times: 1 }),
      empty: spec({ fault: 'code', code: 2000000, msg: '成功', times: 1 }),
      error: spec({ fault: 'code', code: 5000500, msg: '注入的错误', times: 1 }),
    };
  }

  var SPACE_ROW = ['data-space-type / data-space-r-type / data-space-id / data-space-name', '日志与下载按钮的位置字段（元素或最近祖先）', '见文档'];

  var widgets = [
    {
      name: 'header',
      title: '页头菜单',
      summary: '菜单按钮开关菜单与遮罩；悬停、聚焦或轻触标签显示弹层。',
      en: { title: "Header menu", summary: "The menu button opens and closes the menu and its mask; hovering, focusing or tapping a tag shows its popup." },
      snippet: [
        '<header data-widget="header">',
        '  <button type="button" data-menu-toggle aria-controls="demo-nav">菜单</button>',
        '  <nav id="demo-nav" hidden>',
        '    <a href="/apps" data-tag-popup="demo-app-tags">应用</a>',
        '    <div id="demo-app-tags" hidden><a href="/apps/tools">工具</a> <a href="/apps/social">社交</a></div>',
        '    <a href="/games">游戏</a>',
        '  </nav>',
        '  <div data-menu-mask hidden></div>',
        '</header>',
      ].join('\n'),
      attributes: [
        ['data-widget="header"', '页头容器', '必填'],
        ['data-menu-toggle', '菜单按钮；aria-controls 写菜单的 id', '必填'],
        ['data-menu-mask', '遮罩，点击关闭菜单', '可选'],
        ['data-tag-popup="<id>"', '悬停 / 聚焦 / 轻触时显示该 id 的元素', '可选'],
      ],
      events: ['pp:menu { open }'],
      states: {},
      height: 260,
    },
    {
      name: 'search',
      title: '搜索建议',
      summary: '输入时防抖 200 ms 请求建议，WAI-ARIA 组合框；空查询不提交。',
      en: { title: "Search suggestions", summary: "Asks for suggestions 200 ms after typing stops; a WAI-ARIA combobox; an empty query is never submitted.", stateNote: "States apply after the first character typed (when the suggestion call goes out)." },
      snippet: [
        '<form data-widget="search" action="/search" method="get" data-ctoken="demo-ctoken" role="search">',
        '  <label for="demo-q">搜索应用和游戏</label>',
        '  <input id="demo-q" name="q" type="search" autocomplete="off" placeholder="试试输入：星">',
        '  <button type="submit">搜索</button>',
        '</form>',
      ].join('\n'),
      attributes: [
        ['data-widget="search"', '放在 <form> 上；action 为结果页', '必填'],
        ['data-ctoken', '建议接口的 ctoken', '必填'],
        ['input[name="q"]', '搜索框', '必填'],
      ],
      events: ['pp:search { q, from, position }'],
      states: dataStates('/search/sugs'),
      stateNote: '状态在输入第一个字后生效（建议请求才发出）。',
      height: 320,
    },
    {
      name: 'download',
      title: '下载按钮',
      summary: '点击后按环境处理：微信/QQ 提示用浏览器打开、安卓客户端走原生、iOS 去商店、其余直接下载并记日志。',
      en: { title: "Download button", summary: "A tap does what the environment needs: WeChat/QQ ask to open a browser, the Android client goes native, iOS goes to the store, everywhere else it downloads and logs." },
      snippet: [
        '<a data-widget="download" href="/download/apk?appId=1003"',
        '   data-id="1003" data-version-id="53009" data-name="天天爱消除" data-package-name="com.tiantian.xiaochu"',
        '   data-version-code="534" data-version-name="2.7.4" data-icon-url="/img/app-1003.svg"',
        '   data-resource-type="1" data-category-id="6" data-sub-category-id="61"',
        '   data-require-id="0" data-tips="install">下载天天爱消除</a>',
      ].join('\n'),
      attributes: [
        ['data-id（旧 data-appid）', '应用 id，数字', '必填'],
        ['data-version-id（旧 data-versionid）', '版本 id', '可选'],
        ['data-name（旧 data-appname）', '应用名（iOS 商店搜索用）', '建议'],
        ['data-package-name（旧 data-packagename）', '包名（客户端状态用）', '客户端内必填'],
        ['data-version-code / data-version-name / data-icon-url', '版本与图标', '可选'],
        ['data-resource-type（旧 data-resourcetype）', '0 软件 / 1 游戏', '0'],
        ['data-category-id / data-sub-category-id', '分类（日志字段）', '可选'],
        ['data-require-id（旧 data-requireid）', '游戏需要实名登记时为 1', '0'],
        ['data-download-tips', '0 = 不为此按钮显示下载提示条', '1'],
        ['data-tips', 'install / reserve / gift：提示条文案', 'install'],
        ['data-download-mode', 'apk（跳转）/ url / dot', 'apk'],
        ['data-native-actions', '客户端内额外按钮：ignoreUpdate,follow,collect,order', '无'],
        SPACE_ROW,
      ],
      events: ['pp:download { appId, action, … }'],
      states: {},
      defaultEnv: 'desktop',
      height: 340,
    },
    {
      name: 'realname',
      title: '实名登记弹窗',
      summary: '游戏需实名（data-require-id="1"）且配置开启时，下载前弹出实名登记。没有自己的标记：由下载按钮打开。',
      en: { title: "Real-name registration", summary: "When a game needs real-name registration (data-require-id=\"1\") and the config enables it, the dialog opens before the download. No markup of its own: the download button opens it.", stateNote: "\"Error\": the config call fails, so the download goes ahead without the dialog, as the spec says." },
      snippet: [
        '<script type="application/json" id="pp-widgets-config">{ "realname": { "enabled": true } }</script>',
        '<a data-widget="download" href="/download/apk?appId=1001"',
        '   data-id="1001" data-version-id="53003" data-name="星海战纪" data-package-name="com.xinghai.zhanji"',
        '   data-version-code="431" data-version-name="2.4.1" data-icon-url="/img/app-1001.svg"',
        '   data-resource-type="1" data-category-id="5" data-sub-category-id="51"',
        '   data-require-id="1">下载星海战纪（需实名）</a>',
      ].join('\n'),
      attributes: [
        ['data-resource-type="1"', '只有游戏会检查', '必填'],
        ['data-require-id="1"（或 data-app-op-ext-info 中 misc.requireID 为 1）', '需要实名', '必填'],
        ['config realname.enabled', '整体开关（默认关闭）', 'false'],
        ['config realname.submitUrl', '提交地址', '/realname/submit'],
      ],
      events: ['pp:realname { appId, action, … }（不含任何个人信息）'],
      states: { error: [{ path: '/api/proxyNew', method: 'GET', fault: 'code', code: 5000500, msg: '注入的错误', times: 1 }] },
      stateNote: '“出错”：配置拉取失败，按规范直接下载，不弹窗。',
      fresh: true,
      defaultEnv: 'desktop',
      height: 560,
    },
    {
      name: 'tips-banner',
      title: '下载提示条',
      summary: '手机浏览器（非微信/QQ、非客户端）中为页面第一个下载按钮显示，每个会话一次。',
      en: { title: "Download tips banner", summary: "In mobile browsers (not WeChat/QQ, not the client) for the page's first download button, once a session." },
      snippet: [
        '<a data-widget="download" href="/download/apk?appId=1004"',
        '   data-id="1004" data-version-id="53012" data-name="极速赛车手" data-package-name="com.jisu.saiche"',
        '   data-icon-url="/img/app-1004.svg" data-resource-type="1" data-require-id="0"',
        '   data-download-tips="1" data-tips="gift">下载极速赛车手</a>',
      ].join('\n'),
      attributes: [
        ['data-download-tips', '0 = 此按钮不出提示条', '1'],
        ['data-tips', 'install / reserve / gift', 'install'],
        ['[data-download-common] 祖先', '通用下载区内的按钮从不出提示条', '—'],
        ['config clientScheme', '“打开 PP 助手”的深链接', 'pp25://app/detail?…'],
      ],
      events: ['pp:tips-banner { appId, action: show | open | close }'],
      states: {},
      fresh: true,
      defaultEnv: 'android',
      height: 300,
    },
    {
      name: 'back-to-top',
      title: '返回顶部',
      summary: '页面滚动后 300 ms 淡入，点击 1000 ms 滚回顶部（减少动效时直接跳转）。在框内向下滚动试试。',
      en: { title: "Back to top", summary: "Fades in over 300 ms once the page scrolls; a tap scrolls back in 1000 ms (jumps with reduced motion). Scroll inside the frame to try it." },
      snippet: '<div data-widget="back-to-top"><a href="#top">回到顶部</a></div>',
      attributes: [
        ['data-widget="back-to-top"', '放在页面任意位置（或 config backToTop: true）', '—'],
      ],
      events: ['pp:back-to-top { from }'],
      states: {},
      filler: true,
      height: 300,
    },
    {
      name: 'lazy-images',
      title: '图片懒加载',
      summary: '距视口 50 px 内加载 data-src / data-srcset；失败恢复占位图。',
      en: { title: "Lazy images", summary: "Loads data-src / data-srcset within 50 px of the viewport; a failed image gets its placeholder back." },
      snippet: [
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==" data-src="/img/shot-1.svg" alt="游戏截图 1" width="120" height="213">',
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==" data-src="/img/shot-2.svg" alt="游戏截图 2" width="120" height="213">',
      ].join('\n'),
      attributes: [
        ['data-src', '真实图片地址', '必填（或 data-srcset）'],
        ['data-srcset', '真实 srcset', '可选'],
        ['config webp', '{ hosts, rewrite }：哪些图片换 webp', '{ hosts: [] }'],
      ],
      events: [],
      states: {
        loading: [{ path: '/img/shot-1.svg', fault: 'delay', ms: 15000, times: 1 }],
        error: [{ path: '/img/shot-1.svg', fault: 'status', status: 404, times: 1 }],
      },
      height: 280,
    },
    {
      name: 'lucky',
      title: '幸运抽奖',
      summary: '整个抽奖活动：奖品、活动应用、抽奖、我的奖品、中奖名单、签到分享。浏览器内只展示，客户端内可抽奖（选“PP 安卓客户端”）。',
      en: { title: "Lucky draw", summary: "The whole prize activity: prizes, the activity's apps, the draw, my prizes, winners, check-in and share. Browsers show it; the client can draw (pick \"PP Android client\")." },
      snippet: [
        '<div data-widget="lucky" data-activity-id="42">',
        '  <p><a href="/pp/apk?channel=PP_27">下载 PP 助手，参与抽奖</a></p>',
        '</div>',
      ].join('\n'),
      attributes: [
        ['data-activity-id', '活动 id（字母、数字、_、-）', '三选一'],
        ['data-activity-ids="42,43"', '多个活动的列表', '三选一'],
        ['data-mode="list"', '全部活动列表', '三选一'],
        ['style="--ppw-row:1677px"', '横幅以下的高度，首屏起占位（默认 1877px：客户端内的示例活动）', '可选'],
      ],
      events: ['pp:draw', 'pp:chance', 'pp:checkin', 'pp:share', 'pp:remind', 'pp:prizeinfo'],
      states: dataStates('/lucky/op.lucky.activity'),
      defaultEnv: 'androidClient',
      fresh: true,
      height: 720,
    },
    {
      name: 'score',
      title: '评分',
      summary: '应用版本的平均分与 5…1 星分布。',
      en: { title: "Score", summary: "The app version's average score and its 5…1 star distribution." },
      snippet: '<div data-widget="score" data-app-id="1001" data-version-id="53003"><a href="/app/1001#score">查看评分</a></div>',
      attributes: [
        ['data-app-id（或 data-appid、data-id）', '应用 id', '必填'],
        ['data-version-id（或 data-versionid）', '版本 id', '必填'],
        SPACE_ROW,
      ],
      events: [],
      states: dataStates('/StoreDetailController/score'),
      height: 240,
    },
    {
      name: 'comments',
      title: '热门评论',
      summary: '应用热门评论，分页“加载更多”；服务器已渲染的评论在数据到达前保留。',
      en: { title: "Top comments", summary: "The app's top comments with \"load more\"; comments the server rendered stay until the data arrives." },
      snippet: [
        '<div data-widget="comments" data-app-id="1001">',
        '  <a href="/comments?appId=1001">查看全部评论</a>',
        '</div>',
      ].join('\n'),
      attributes: [
        ['data-app-id（或 data-appid、data-id）', '应用 id', '必填'],
        ['data-count', '服务器每页条数（判断最后一页）', '10'],
        SPACE_ROW,
      ],
      events: ['pp:more { widget, page }'],
      states: dataStates('/StoreDetailController/comment'),
      height: 420,
    },
    {
      name: 'recs',
      title: '相关推荐',
      summary: '按查询词推荐应用（data-q），或应用的同级分类（data-mode="subcates"）。',
      en: { title: "Recommendations", summary: "Apps recommended for a query (data-q), or an app's sibling categories (data-mode=\"subcates\")." },
      snippet: '<div data-widget="recs" data-q="星海战纪" data-count="4"><a href="/search?q=星海战纪">相关推荐</a></div>',
      attributes: [
        ['data-q', '查询词 → 推荐应用', '与 data-app-id 二选一'],
        ['data-app-id（或 data-appid、data-id）', '没有 data-q 时：该应用的同级分类', '—'],
        ['data-mode="subcates"', '强制显示分类', '—'],
        ['data-count', '最多条数（0 = 全部）', '0'],
        SPACE_ROW,
      ],
      events: [],
      states: dataStates('/StoreDetailController/recs'),
      height: 380,
    },
    {
      name: 'specials',
      title: '专题',
      summary: '一个专题的应用、包含某应用的专题，或全部专题（每页 15 个）。',
      en: { title: "Specials", summary: "One special's apps, the specials that contain an app, or all specials (15 a page)." },
      snippet: '<div data-widget="specials" data-special-id="301"><a href="/special/301">查看专题</a></div>',
      attributes: [
        ['data-special-id', '一个专题的应用', '—'],
        ['data-special-source', 'proxy / android / ios / wdj', 'proxy'],
        ['data-app-id（或 data-appid、data-id）', '包含该应用的专题', '—'],
        ['data-special-num', '包含该应用的专题数', '3'],
        ['data-offset / data-count', '全部专题的分页', '0 / 15'],
        SPACE_ROW,
      ],
      events: ['pp:more { widget, page }'],
      states: dataStates('/api/proxyNew', 'GET'),
      height: 420,
    },
    {
      name: 'beta-list',
      title: '新游测试表',
      summary: '今天前后几天开测的新游戏，带下载按钮。',
      en: { title: "Beta games", summary: "New games entering tests in the days around today, with download buttons." },
      snippet: '<div data-widget="beta-list" data-day-before="1" data-day-after="2" data-count="4"><a href="/beta">新游测试表</a></div>',
      attributes: [
        ['data-day-before', '往前几天', '7'],
        ['data-day-after', '往后几天', '7'],
        ['data-count', '游戏数', '20'],
        SPACE_ROW,
      ],
      events: [],
      states: dataStates('/api/proxyNew', 'POST'),
      height: 400,
    },
    {
      name: 'personal-list',
      title: '猜你喜欢',
      summary: '为当前用户推荐的应用，每项带推荐理由，可加载更多。',
      en: { title: "For you", summary: "Apps recommended for the visitor, each with its reason, with \"load more\"." },
      snippet: '<div data-widget="personal-list" data-count="4"><a href="/apps">为你推荐</a></div>',
      attributes: [
        ['data-offset', '第一项', '0'],
        ['data-count', '每页条数', '10'],
        SPACE_ROW,
      ],
      events: ['pp:more { widget, page }'],
      states: dataStates('/api/proxyNew', 'POST'),
      height: 420,
    },
    {
      name: 'ad-slot',
      title: '广告位',
      summary: '一个广告位的广告，标注“广告”；一半进入视口后才发送曝光。',
      en: { title: "Ad slot", summary: "An ad space's ads, labelled as ads; the show beacon waits until half the ad is on screen." },
      snippet: '<div data-widget="ad-slot" data-space-id="301" data-space-name="页面底部广告"><a href="/specials">精品推荐</a></div>',
      attributes: [
        ['data-space-id', '广告位 id（也是日志的 spaceId）', '必填'],
        ['data-offset', '第一个广告', '0'],
        ['data-count', '显示几个', '1'],
        SPACE_ROW,
      ],
      events: [],
      states: dataStates('/api/proxyNew', 'POST'),
      height: 300,
    },
    {
      name: 'uc-rec',
      title: 'UC 推荐',
      summary: 'UC 浏览器的推荐应用，按服务器的 hasMore 分页。',
      en: { title: "UC recommendations", summary: "UC Browser's recommended apps, paged by the server's hasMore." },
      snippet: '<div data-widget="uc-rec" data-count="4"><a href="/apps">热门应用</a></div>',
      attributes: [
        ['data-offset', '第一项', '0'],
        ['data-count', '每页条数', '100'],
        SPACE_ROW,
      ],
      events: ['pp:more { widget, page }'],
      states: dataStates('/uc/rec'),
      height: 420,
    },
    {
      name: 'game-news',
      title: '游戏资讯',
      summary: '多个游戏的最新资讯。',
      en: { title: "Game news", summary: "The latest news of several games." },
      snippet: [
        '<div data-widget="game-news" data-app-ids="1001,1002" data-count="4">',
        '  <a href="/news">全部资讯</a>',
        '</div>',
      ].join('\n'),
      attributes: [
        ['data-app-ids', '应用 id 逗号列表（1–50 个）', '必填'],
        ['data-count', '最多条数（0 = 全部）', '0'],
        SPACE_ROW,
      ],
      events: [],
      states: dataStates('/api/proxyNew', 'POST'),
      height: 380,
    },
  ];

  function find(list, key, value) {
    for (var i = 0; i < list.length; i++) if (list[i][key] === value) return list[i];
    return null;
  }

  win.PPGallery = {
    UA: UA,
    environments: environments,
    stateLabels: STATE_LABELS,
    widgets: widgets,
    widget: function (name) {
      return find(widgets, 'name', name);
    },
    environment: function (key) {
      return find(environments, 'key', key) || environments[0];
    },
  };
})(window);
