/**
 * React's API as the script-tag builds see it: rollup.config.mjs `preactAlias` sends `react`,
 * `react-dom`, `react-dom/client` and `react/jsx-runtime` here (the ESM build never includes
 * this file). Plain JavaScript so that it is not part of the typed sources.
 *
 * Only what our sources import from React, and only the React behaviours they rely on, instead
 * of all of `preact/compat` (~1.2 KB gzip of prop rewriting, event wrappers and class-component
 * shims that no widget needs). Adding an import from `react` that is not exported here fails
 * the build; a React behaviour not listed below must be added here, with a case in
 * react-api.dom.test.ts, before a widget relies on it.
 *
 * The behaviours, as preact/compat gives them (node_modules/preact/compat/src/render.js, MIT,
 * the Preact authors: its `options.vnode` hook and `render`):
 *  - `className` is the `class` attribute (never an empty `class=""` when it is undefined);
 *  - `onChange` on a text-like `<input>` or a `<textarea>` fires on every keystroke (the
 *    `input` event; a checkbox, radio or file input keeps `change`, as does `<select>`);
 *  - `onFocus` and `onBlur` bubble (`focusin`, `focusout`): the lucky panel's winners roll
 *    pauses while focus is anywhere inside it;
 *  - a root clears its container on its first render.
 * What compat does besides (numbers in `style` taking `px`, `onDoubleClick`, `defaultValue`,
 * SVG attribute names, `e.persist()` and `e.nativeEvent`, `forwardRef`, `memo`, `Children`...)
 * is not here, and no widget uses it.
 *
 * Support: queueMicrotask Chrome 71, iOS Safari 12.2. Preact 11 schedules every re-render with
 * `options.debounceRendering || queueMicrotask` (preact/src/component.js), unguarded: on
 * Chrome 58-70 and iOS 11-12.1 the first state update threw a ReferenceError into the page and
 * no widget ever re-rendered. `options.debounceRendering` is Preact's documented hook for the
 * scheduler; where `queueMicrotask` is missing it gets a promise-based microtask, the same
 * timing. Set once, when Preact is first evaluated, before any component renders. This beats
 * patching Preact's source: it survives upgrades, and it costs nothing where the browser has
 * `queueMicrotask`.
 */
import { createElement, options, render } from 'preact';

export { Component, createContext, createElement, createPortal, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useReducer, useRef, useState } from 'preact/hooks';

if (typeof queueMicrotask !== 'function') {
  const resolved = Promise.resolve();
  options.debounceRendering = (callback) => {
    resolved.then(callback);
  };
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  const type = vnode.type;
  const props = vnode.props;
  if (typeof type === 'string') {
    // A new object, as compat makes: the props given may be the caller's.
    const dom = {};
    for (const name in props) {
      let to = name;
      if (name === 'className') to = 'class';
      else if (name === 'onFocus') to = 'onfocusin';
      else if (name === 'onBlur') to = 'onfocusout';
      else if (name === 'onChange' && (type === 'input' || type === 'textarea') && !/fil|che|rad/.test(props.type)) to = 'oninput';
      dom[to] = props[name];
    }
    vnode.props = dom;
  }
  if (previousVNodeHook) previousVNodeHook(vnode);
};

/**
 * React 18's `createRoot`: `render` (the first one empties the container, as React does) and
 * `unmount` (which leaves an unrendered root's container alone).
 */
export function createRoot(container) {
  let rendered = false;
  return {
    render(children) {
      if (!rendered) container.textContent = '';
      rendered = true;
      render(children, container);
    },
    unmount() {
      if (rendered) render(null, container);
    },
  };
}

/**
 * The automatic JSX runtime (`react/jsx-runtime`, which TypeScript's `react-jsx` output calls
 * with the key apart): Preact's `createElement`, which the sources use anyway, instead of the
 * second vnode factory of `preact/jsx-runtime`.
 */
export function jsx(type, props, key) {
  return createElement(type, key === undefined ? props : Object.assign({ key }, props));
}
export { jsx as jsxs };
