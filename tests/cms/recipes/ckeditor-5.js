// pp-widgets markup in CKEditor 5: General HTML Support (add the GeneralHtmlSupport plugin)
// keeps the widgets' elements with their data-* attributes, ids, hidden and the form fields.
export const htmlSupport = {
  allow: [
    { name: /^(div|p|span|a|header|nav|button|form|label|input|img)$/, attributes: [/^data-/, /^aria-/, 'id', 'hidden', 'role', 'type', 'action', 'method', 'name', 'for', 'autocomplete', 'placeholder'], classes: true },
  ],
};
