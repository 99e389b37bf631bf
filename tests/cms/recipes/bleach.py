"""pp-widgets markup through bleach: the widgets' elements, their data-* attributes and the
attributes of the header menu, the search form and the lazy images."""
import bleach

TAGS = list(bleach.sanitizer.ALLOWED_TAGS) + [
    "div", "p", "span", "header", "nav", "button", "form", "label", "input", "img",
]
OWN = {
    "header": ["id", "hidden"], "nav": ["id", "hidden"], "div": ["id", "hidden"],
    "button": ["type", "aria-controls"], "form": ["action", "method", "role"],
    "label": ["for"], "input": ["id", "name", "type", "autocomplete", "placeholder"],
    "img": ["src", "alt", "width", "height"], "a": ["href", "title"],
}


def allow(tag, name, value):
    return name.startswith("data-") or name in OWN.get(tag, ()) or name in ("class", "title")


def clean(html):
    return bleach.clean(html, tags=TAGS, attributes=allow,
                        protocols=list(bleach.sanitizer.ALLOWED_PROTOCOLS) + ["data"])
