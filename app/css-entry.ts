/**
 * The types of `import 'pp-widgets/css'` (and `pp-widgets/pp-widgets.css`): package.json points
 * their `types` condition at this file's declaration, so a TypeScript app imports the stylesheet
 * without a declaration of its own (docs/react.md). The stylesheet exports nothing.
 */
export {};
