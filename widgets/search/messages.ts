/** UI texts of the search widget (zh-CN default, English), registered with the I18n service. */
export const searchMessages = {
  'zh-CN': {
    'search.label': '搜索应用和游戏',
    'search.suggestions': '搜索建议',
    'search.results': '{count} 条搜索建议，可用上下方向键选择',
  },
  en: {
    'search.label': 'Search apps and games',
    'search.suggestions': 'Search suggestions',
    'search.results': '{count} suggestions, use the up and down arrows to choose',
  },
};
