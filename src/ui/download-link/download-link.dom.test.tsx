import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DownloadLink, downloadAttributes } from './download-link';
import { readApp } from '../../app-link/app-data';

function render(node: React.ReactElement): HTMLAnchorElement {
  const div = document.createElement('div');
  div.innerHTML = renderToStaticMarkup(node);
  return div.firstElementChild as HTMLAnchorElement;
}

describe('DownloadLink', () => {
  const app = {
    id: 123, name: '示例', versionId: 9, packageName: 'com.example', versionCode: 10, versionName: '1.0.0',
    iconUrl: 'https://img/icon.png', resourceType: 1, categoryId: 5, subCategoryId: 51, requireId: 1,
  };

  it('renders a plain download link that readApp reads back unchanged', () => {
    const a = render(<DownloadLink app={app} />);
    expect(a.tagName).toBe('A');
    expect(a.getAttribute('data-widget')).toBe('download');
    expect(a.getAttribute('href')).toBe('/download/apk?appId=123');
    expect(a.textContent).toBe('下载');
    const back = readApp(a);
    expect('app' in back && back.app).toMatchObject({
      id: '123', name: '示例', versionId: '9', packageName: 'com.example', resourceType: 1, requireId: true,
    });
  });

  it('writes space fields, tips, the excluded flag and the download mode', () => {
    const a = render(
      <DownloadLink app={app} space={{ type: 'list', rType: 2, id: 8, name: '热门' }} tips="gift" downloadTips={false} mode="dot" label="安装" />,
    );
    expect(a.getAttribute('data-space-type')).toBe('list');
    expect(a.getAttribute('data-space-r-type')).toBe('2');
    expect(a.getAttribute('data-space-id')).toBe('8');
    expect(a.getAttribute('data-space-name')).toBe('热门');
    expect(a.getAttribute('data-tips')).toBe('gift');
    expect(a.getAttribute('data-download-tips')).toBe('0');
    expect(a.getAttribute('data-download-mode')).toBe('dot');
    expect(a.textContent).toBe('安装');
  });

  it('renders the name as text, never as markup', () => {
    const a = render(<DownloadLink app={{ id: 1, name: '<img src=x onerror=alert(1)>' }} label={'<b>x</b>'} />);
    expect(a.querySelector('img,b')).toBeNull();
    expect(a.getAttribute('data-name')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('downloadAttributes', () => {
  it('leaves out empty fields', () => {
    expect(downloadAttributes({ id: 5, name: '', versionId: null })).toEqual({ 'data-widget': 'download', 'data-id': '5' });
  });
});
