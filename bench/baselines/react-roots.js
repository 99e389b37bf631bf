// Baseline (1): one React root per download button, the way a page is "brought to life" when
// every widget is its own React app. Built by bench/lib/build-baselines.js in production mode.
// Written with createElement (no JSX) so rollup needs no extra transform.
import React from 'react';
import ReactDOMClient from 'react-dom/client';

const bench = window.__bench;
const buttons = document.querySelectorAll('[data-widget="download"]');
const total = buttons.length;
let committed = 0;

function onCommit() {
  committed += 1;
  // Ready = every root has committed, then one frame (the page shows them all).
  if (committed === total) requestAnimationFrame(() => bench.done('ready'));
}

function DownloadButton(props) {
  const [label, setLabel] = React.useState(props.label);
  React.useLayoutEffect(onCommit, []);
  return React.createElement(
    'span',
    {
      className: 'bl-download',
      onClick: (event) => {
        event.preventDefault();
        setLabel('下载中');
      },
    },
    label,
  );
}

for (let i = 0; i < total; i++) {
  const el = buttons[i];
  ReactDOMClient.createRoot(el).render(React.createElement(DownloadButton, { label: el.textContent }));
}
// The loop has run: every root exists and has its listeners (React's first working click).
bench.done('interactive');
if (total === 0) requestAnimationFrame(() => bench.done('ready'));
