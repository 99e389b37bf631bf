#!/usr/bin/env python3
"""
Builds tests/corpus/user-agents.json.gz: real browser user agents with the labels their public
corpora give them (OS, device type, browser or app), for tests/corpus/corpus.test.ts.

The corpora are read from bare git mirrors (the `fetch` tool's /work/.mirror/<owner>+<name>/…, or
any clone: set CORPUS_ROOT, or pass --root). Each corpus is read at the commit named in SOURCES
below, so a rebuild gives the same fixture; change a commit on purpose and rebuild.

Needs Python 3 with PyYAML (Debian: python3-yaml). Run from the repository root:

    python3 tests/corpus/build-fixture.py [--root /work/.mirror]

Kept: user agents that start with "Mozilla/" or "Opera" (what a web page's browser sends; SDK,
bot, library and app-network user agents are left out), with no other request header in the
corpus entry (Matomo's client-hints and X-Requested-With cases label from more than the user
agent), deduplicated (the first corpus in SOURCES order keeps it). Labels are the corpus's own,
unchanged but for trimming; the test maps them to our decisions (tests/corpus/labels.ts).
"""
import gzip
import json
import os
import subprocess
import sys

import yaml

try:
    Loader = yaml.CSafeLoader
except AttributeError:  # pragma: no cover
    Loader = yaml.SafeLoader

# name, mirror directory, commit, licence
SOURCES = [
    ('matomo', 'matomo-org+device-detector', '3856a28692d45317d3f15f6f81ca31a06067182a', 'LGPL-3.0-or-later'),
    ('uap', 'ua-parser+uap-core', 'e3c5e634bee0b14f1a129c991483910739ad9f6c', 'Apache-2.0'),
    ('whichbrowser', 'WhichBrowser+Parser', 'c65ad41ee66cc126a7740d929aab706dd7304c1c', 'MIT'),
    # The 1.0.x branch (1.0.41): MIT. ua-parser-js 2.x and its test data are AGPL-3.0.
    ('uaparserjs', 'faisalman+ua-parser-js', '90017c98d341788570435b7587ce1f0725022c7a', 'MIT'),
]


def git_dir(root, mirror):
    base = os.path.join(root, mirror)
    for candidate in (os.path.join(base, 'repo', '.git'), os.path.join(base, 'repo'), base):
        if os.path.isdir(os.path.join(candidate, 'objects')):
            return candidate
    raise SystemExit('no git mirror of %s under %s' % (mirror, root))


def git(gd, *args):
    return subprocess.run(['git', '--git-dir=' + gd] + list(args), check=True, capture_output=True).stdout.decode('utf-8', 'replace')


def files(gd, commit, folder, ext):
    return [p for p in git(gd, 'ls-tree', '-r', '--name-only', commit, folder).splitlines() if p.endswith(ext)]


def s(v):
    return '' if v is None else str(v).strip()


def browser_ua(ua):
    return isinstance(ua, str) and (ua.startswith('Mozilla/') or ua.startswith('Opera'))


def matomo(gd, commit):
    for path in files(gd, commit, 'Tests/fixtures', '.yml'):
        if path.endswith('bots.yml'):
            continue
        for e in yaml.load(git(gd, 'show', commit + ':' + path), Loader=Loader) or []:
            if not isinstance(e, dict) or e.get('headers'):
                continue
            os_ = e.get('os') or {}
            client = e.get('client') or {}
            device = e.get('device') or {}
            if client and s(client.get('type')) not in ('browser', 'mobile app'):
                continue
            yield {
                'ua': e.get('user_agent'),
                'os': s(os_.get('name') if isinstance(os_, dict) else ''),
                'osf': s(e.get('os_family')),
                'dev': s(device.get('type') if isinstance(device, dict) else ''),
                'br': s(client.get('name') if isinstance(client, dict) else ''),
                'osv': s(os_.get('version') if isinstance(os_, dict) else ''),
                'brv': s(client.get('version') if isinstance(client, dict) else ''),
            }


def uap(gd, commit):
    rows = {}

    def add(path, field):
        doc = yaml.load(git(gd, 'show', commit + ':' + path), Loader=Loader) or {}
        for e in doc.get('test_cases') or []:
            ua = e.get('user_agent_string')
            if not browser_ua(ua):
                continue
            r = rows.setdefault(ua, {'ua': ua, 'os': '', 'osf': '', 'dev': '', 'br': '', 'osv': '', 'brv': ''})
            if field == 'dev':
                # uap-core has no device type; its device family says iPhone, iPad, iPod, Spider…
                r['dev'] = 'family:' + s(e.get('family'))
            else:
                r[field] = s(e.get('family'))
                r[field + 'v'] = '.'.join(s(e.get(k)) for k in ('major', 'minor') if s(e.get(k)))

    add('tests/test_ua.yaml', 'br')
    add('tests/test_os.yaml', 'os')
    add('tests/test_device.yaml', 'dev')
    for path in ('test_resources/firefox_user_agent_strings.yaml', 'test_resources/pgts_browser_list.yaml', 'test_resources/opera_mini_user_agent_strings.yaml'):
        add(path, 'br')
    yield from rows.values()


def whichbrowser(gd, commit):
    for path in files(gd, commit, 'tests/data', '.yaml'):
        if '/bots/' in path:
            continue
        for e in yaml.load(git(gd, 'show', commit + ':' + path), Loader=Loader) or []:
            h = e.get('headers')
            if isinstance(h, str) and h.startswith('User-Agent: '):
                ua = h[len('User-Agent: '):]
            else:
                continue  # several headers: labelled from more than the user agent
            r = e.get('result') or {}
            b = r.get('browser') or {}
            o = r.get('os') or {}
            d = r.get('device') or {}
            br = s(b.get('name'))
            using = b.get('using')
            if isinstance(using, dict) and not br:
                br = s(using.get('name'))
            ov = o.get('version')
            bv = b.get('version')
            yield {
                'ua': ua,
                'os': s(o.get('name')),
                'osf': '',
                'dev': s(d.get('type')) + (('/' + s(d.get('subtype'))) if d.get('subtype') else ''),
                'br': br,
                'osv': s(ov.get('value') if isinstance(ov, dict) else ov),
                'brv': s(bv.get('value') if isinstance(bv, dict) else bv),
            }


def uaparserjs(gd, commit):
    rows = {}
    for path, field in (('test/browser-test.json', 'br'), ('test/os-test.json', 'os'), ('test/device-test.json', 'dev')):
        for e in json.loads(git(gd, 'show', commit + ':' + path)):
            ua = e.get('ua')
            if not browser_ua(ua):
                continue
            r = rows.setdefault(ua, {'ua': ua, 'os': '', 'osf': '', 'dev': '', 'br': '', 'osv': '', 'brv': ''})
            x = e.get('expect') or {}
            if field == 'dev':
                r['dev'] = s(x.get('type')) or 'undefined'
            else:
                r[field] = s(x.get('name'))
                r[field + 'v'] = s(x.get('version'))
    yield from rows.values()


READERS = {'matomo': matomo, 'uap': uap, 'whichbrowser': whichbrowser, 'uaparserjs': uaparserjs}


def main():
    root = os.environ.get('CORPUS_ROOT', '/work/.mirror')
    if '--root' in sys.argv:
        root = sys.argv[sys.argv.index('--root') + 1]
    seen = set()
    rows = []
    sources = []
    for name, mirror, commit, licence in SOURCES:
        gd = git_dir(root, mirror)
        count = 0
        for r in READERS[name](gd, commit):
            ua = r['ua']
            if not browser_ua(ua) or ua in seen or len(ua) > 600:
                continue
            seen.add(ua)
            rows.append([ua, len(sources), r['os'], r['osf'], r['dev'], r['br'], r['osv'], r['brv']])
            count += 1
        sources.append({'name': name, 'repository': 'https://github.com/' + mirror.replace('+', '/'), 'commit': commit, 'licence': licence, 'count': count})
        print('%-13s %6d user agents' % (name, count))
    out = {
        'about': 'Generated by tests/corpus/build-fixture.py; see tests/corpus/SOURCES.md. Columns: ua, source index, os, os family, device type, browser or app, os version, browser version.',
        'sources': sources,
        'rows': rows,
    }
    path = os.path.join('tests', 'corpus', 'user-agents.json.gz')
    with gzip.GzipFile(path, 'wb', compresslevel=9, mtime=0) as f:
        f.write(json.dumps(out, ensure_ascii=False, separators=(',', ':')).encode('utf-8'))
    print('%d user agents -> %s (%d bytes)' % (len(rows), path, os.path.getsize(path)))


if __name__ == '__main__':
    main()
