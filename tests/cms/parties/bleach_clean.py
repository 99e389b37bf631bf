"""bleach from Debian's python3-bleach: bleach.clean with its defaults, or with the recipe of
argv[1] (a file that defines `clean(html)`). stdin: a JSON array of HTML strings; stdout: the
JSON array of what bleach keeps. Run with Debian's /usr/bin/python3."""
import json
import sys

import bleach

clean = bleach.clean
if len(sys.argv) > 1:
    scope = {}
    with open(sys.argv[1], encoding="utf-8") as f:
        exec(compile(f.read(), sys.argv[1], "exec"), scope)
    clean = scope["clean"]

sys.stdout.write(json.dumps([clean(html) for html in json.load(sys.stdin)], ensure_ascii=False))
