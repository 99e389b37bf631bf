#!/usr/bin/env python3
"""
Writes tests/corpus/exceptions.json: the corpus disagreements we accept, each with its reason.

Every disagreement between a corpus label and our decision was looked at; they fall into the
categories below, each a rule over the user agent and its labels with the reason written out;
except a mobile label on a user agent with no mobile marker, which is excused only for the exact
user agents listed in tests/corpus/reviewed-no-marker.json (each with its class): a rule there
would also excuse an Android browser dressed as a desktop that the detection stops recognising.
A disagreement that fits no category is printed and left out, so the corpus test fails until
someone decides (fix the code, or add a category here with its reason). Run from the repository
root after a change to the fixture, the labels or the detection:

    CORPUS_NO_EXCEPTIONS=1 CORPUS_DUMP=/tmp/corpus-wrong.json npx vitest run tests/corpus
    python3 tests/corpus/review-exceptions.py /tmp/corpus-wrong.json
"""
import json
import re
import sys

_REVIEWED = json.load(open('tests/corpus/reviewed-no-marker.json', encoding='utf-8'))
NO_MARKER_CLASSES = _REVIEWED['classes']
NO_MARKER_REVIEWED = {r['ua']: r['class'] for r in _REVIEWED['rows']}

MOBILE_MARKER = re.compile(r'mobi|android|iphone|ipad|ipod|openharmony|arkweb', re.I)
ANDROID = re.compile(r'(?<![a-z])android(?![a-z])', re.I)
APPLE = re.compile(r'(?<![a-z])(iphone|ipad|ipod)(?![a-z])|macintosh', re.I)


def why_mobile(d):
    ua, want = d['ua'], d['want']
    if want is True and not MOBILE_MARKER.search(ua):
        # Not a rule: only the user agents reviewed one by one (a new desktop-site misdetection
        # must fail the corpus test until someone looks at it).
        cls = NO_MARKER_REVIEWED.get(ua)
        if cls is None:
            return None
        return (NO_MARKER_CLASSES[cls] + ', with no mobile marker in its user agent (reviewed, class "' + cls + '" of '
                'tests/corpus/reviewed-no-marker.json): it installs neither the APK nor the client, so it gets no tips '
                'banner (contract §4: mobile = Android, iOS, HarmonyOS or Mobile)')
    if want is False and re.search(r'mobi', ua, re.I):
        return ('the user agent says Mobile (a console, watch, TV, e-reader or crawler dressed as a phone); contract §4 '
                'counts Mobile as mobile, and nothing else in the user agent tells otherwise')
    if want is False and ANDROID.search(ua):
        return ANDROID_OTHER
    if want is False and APPLE.search(ua):
        return APPLE_DRESS
    return None


ANDROID_OTHER = ('the user agent says Android and the label names another system that runs Android apps or dresses as Android '
                 '(Chrome OS with Android apps, YunOS/Aliyun, Nokia X, China OS, Google TV, KaiOS, webOS, PocketBook, '
                 'Sailfish…): contract §4 goes by the Android token, and an APK installs on most of them')


def why(d):
    ua, dec, want, got = d['ua'], d['decision'], d['want'], d['got']
    labels = d['labels']
    if dec in ('mobile', 'banner allowed'):
        if dec == 'banner allowed' and got is False and re.search(r'(?<![a-z])QQ/', ua) and 'SQ_' in ua:
            return QQ_APP
        r = why_mobile(d)
        if r:
            return r
        if want is True and got is False and not ANDROID.search(ua) and re.search(r'Andr0id|Linux', ua):
            return ANDROID_MISSING
    if dec == 'Android':
        if want is False and ANDROID.search(ua):
            return ANDROID_OTHER
        if want is True and not ANDROID.search(ua):
            return ANDROID_MISSING
        if want is True and re.search(r'Windows Phone', ua):
            return 'Windows Phone says Android and iPhone to get mobile pages; it is neither (labelled Android here by mistake)'
        if want is False and re.search(r'Outlook-iOS-Android', ua):
            return OUTLOOK
    if dec == 'iOS' or (dec == 'download tap' and (want == 'ios-popup' or got == 'ios-popup')):
        if re.search(r'Outlook-iOS-Android', ua):
            return OUTLOOK
        if (want is False or want == 'download') and APPLE.search(ua):
            return APPLE_DRESS
        if (want is True or want == 'ios-popup') and not APPLE.search(ua):
            return ('the label says iOS but the user agent names no Apple device (Puffin\'s cloud browser sends a Linux desktop '
                    'user agent, AdobeAIR says only "iOS"); nothing to go on, it gets what its user agent says')
        if want is True and ANDROID.search(ua):
            return OUTLOOK
    if dec in ('inAppBrowser', 'download tap', 'banner allowed'):
        if re.search(r'(?<![a-z])QQ/', ua, re.I) and re.search(r'V1_(AND|IPH)_SQ_', ua):
            return QQ_APP
        if re.search(r'(?<![a-z])QQ/', ua, re.I) and 'TencentDocs' in ua:
            return ('Tencent Docs sends QQ/ (it embeds QQ\'s browser container): treated as QQ\'s in-app browser, the '
                    'open-in-browser popup (an iPad: no APK there anyway)')
    if dec == 'UC':
        if want is True and not re.search(r'UCBrowser|UCMobile', ua, re.I):
            return ('the label says UC but the user agent carries neither UCBrowser nor UCMobile (UC\'s desktop build sends a '
                    'plain Chrome user agent; old UCWEB/Java builds say "UC"): uc_param_str is for the mobile UC browser')
        if want is False and re.search(r'UCBrowser', ua):
            return ('the user agent carries UCBrowser/ (an app embedding UC\'s U4 core, or UCWEB\'s proxy); the label names the '
                    'host app. Asking for uc_param_str costs nothing where UC does not fill it in')
    if dec == 'webp by UA':
        if re.search(r'OS 71 like', ua):
            return 'the user agent says "iPhone OS 71", a typo the label read as iOS 71: this iOS 7 has no webp'
    if dec == 'HarmonyOS NEXT':
        return None
    return None


APPLE_DRESS = ('the user agent dresses as Apple (…like iPhone, an iPad user agent on a TV or a webOS tablet, a Mac user agent '
               'from an Android tablet or phone asking for the desktop site, with touch points) and nothing else in it tells '
               'otherwise: it gets the iOS answer')
QQ_APP = ('"V1_AND_SQ_…" / "V1_IPH_SQ_…" with QQ/x is the QQ app itself (SQ = Mobile QQ); the label says QQ Browser because it '
          'sees MQQBrowser/TBS, the X5 engine inside QQ. QQ\'s in-app browser: the open-in-browser popup, no banner')
ANDROID_MISSING = ('the label says Android but the user agent does not (a TV browser\'s deliberate "Andr0id", Silk or a Chinese '
                   'browser asking for the desktop site, a stripped user agent): nothing to go on, it gets what its user agent says')
OUTLOOK = ('Outlook\'s app name "Outlook-iOS-Android" carries the Android token: platform first makes it Android, and an iPhone '
           'running it gets the APK path instead of the iOS popup (one app, old version; not worth a special case)')


def main():
    dump = json.load(open(sys.argv[1]))
    out, left = [], []
    for d in dump:
        reason = why(d)
        if reason:
            out.append({'ua': d['ua'], 'decision': d['decision'], 'reason': reason})
        else:
            left.append(d)
    out.sort(key=lambda e: (e['decision'], e['ua']))
    # Each reason once, by a short id; the entries name it.
    reasons = {}
    for e in out:
        rid = reasons.setdefault(e['reason'], 'r%d' % (len(reasons) + 1))
        e['reason'] = rid
    with open('tests/corpus/exceptions.json', 'w') as f:
        json.dump({
            'reasons': {rid: text for text, rid in reasons.items()},
            'about': 'Reviewed disagreements between corpus labels and our decisions (tests/corpus/corpus.test.ts), written by '
                     'tests/corpus/review-exceptions.py from its categories: the label is wrong, or the user agent says something '
                     'else and the product follows the user agent on purpose.',
            'exceptions': out,
        }, f, indent=0, ensure_ascii=False)
        f.write('\n')
    print('%d exceptions written, %d left without a category:' % (len(out), len(left)))
    for d in left:
        print(' ', d['decision'], '|', d['reason'][:140], '|', d['ua'][:200])


if __name__ == '__main__':
    main()
