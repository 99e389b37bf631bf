// A React app using pp-widgets/react (docs/react.md): a search box, an app picker, the app's
// download button, score and comments. Picking another app changes the `appId` prop; the
// widgets follow it.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { WidgetsProvider, SearchBox, DownloadButton, Score, Comments, type PPDownloadDetail } from 'pp-widgets/react';

const APPS = [
  { id: 1001, name: '星海战纪', versionId: 53003, packageName: 'com.xinghai.zhanji', iconUrl: '/img/app-1001.svg' },
  { id: 1002, name: '梦幻仙侠传', versionId: 53004, packageName: 'com.menghuan.xianxia', iconUrl: '/img/app-1002.svg' },
];

function App() {
  const [appId, setAppId] = useState(APPS[0].id);
  const [last, setLast] = useState<PPDownloadDetail | null>(null);
  const app = APPS.find((a) => a.id === appId)!;
  return (
    <WidgetsProvider config={{ locale: 'en' }}>
      <header className="site-header">
        <SearchBox ctoken="demo-ctoken">
          <label className="ppw-visually-hidden" htmlFor="q">Search apps and games</label>
          <input id="q" name="q" type="search" autoComplete="off" placeholder="Search" />
          <button type="submit">Search</button>
        </SearchBox>
      </header>
      <main>
        <nav aria-label="Apps">
          {APPS.map((a) => (
            <button key={a.id} type="button" aria-pressed={a.id === appId} onClick={() => setAppId(a.id)}>
              {a.name}
            </button>
          ))}
        </nav>
        <h1>{app.name}</h1>
        <DownloadButton className="btn-download" app={app} href={`/download/apk?appId=${app.id}`} onDownload={(e) => setLast(e.detail)}>
          Download
        </DownloadButton>
        <output id="last-download">{last ? `${last.action} ${last.appId}` : ''}</output>
        <Score appId={app.id} versionId={app.versionId} />
        <h2>Comments</h2>
        <Comments appId={app.id} />
      </main>
    </WidgetsProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
