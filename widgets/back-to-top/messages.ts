/** UI texts of the back-to-top button (zh-CN default, English). */
export const backToTopMessages = {
  'zh-CN': { 'backToTop.label': '返回顶部' },
  en: { 'backToTop.label': 'Back to top' },
};
