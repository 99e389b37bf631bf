/*
 * The rich-text editors, bundled for Chromium (esbuild, offline, from node_modules): each is
 * created on the CMS editor page (/wp-admin/post.php), given every snippet as a CMS gives it
 * pasted or loaded HTML, and read back as the CMS stores it.
 * `cmsEditors[name](config, htmlList)` resolves to the saved HTML of each.
 */
import {
  ClassicEditor, Essentials, Paragraph, Heading, Bold, Italic, Underline, Link, List, Image,
  ImageCaption, ImageStyle, ImageToolbar, Table, TableToolbar, BlockQuote, MediaEmbed,
  PasteFromOffice, Autoformat, GeneralHtmlSupport,
} from 'ckeditor5';
import tinymce from 'tinymce';
import 'tinymce/models/dom/model.js';
import 'tinymce/themes/silver/theme.js';
import 'tinymce/icons/default/icons.js';
import Quill from 'quill';
import { createEditor } from '@wangeditor/editor';
import { htmlSupport } from '../recipes/ckeditor-5.js';
import { settings as tinymceRecipe } from '../recipes/tinymce.js';

/** The plugins a CMS's classic editor ships (the WordPress and Drupal CKEditor 5 builds). */
const CMS_PLUGINS = [
  Essentials, Paragraph, Heading, Bold, Italic, Underline, Link, List, Image, ImageCaption,
  ImageStyle, ImageToolbar, Table, TableToolbar, BlockQuote, MediaEmbed, PasteFromOffice, Autoformat,
];
/** CKEditor's documented "enable all HTML features" General HTML Support configuration. */
const GHS_ALL = { allow: [{ name: /.*/, attributes: true, classes: true, styles: true }] };

function host() {
  const el = document.createElement('div');
  document.body.appendChild(el);
  return el;
}

async function ckeditor(config, list) {
  const ghs = config === 'ghs' ? GHS_ALL : config === 'recipe' ? htmlSupport : null;
  const editor = await ClassicEditor.create(host(), {
    licenseKey: 'GPL',
    plugins: ghs ? [...CMS_PLUGINS, GeneralHtmlSupport] : CMS_PLUGINS,
    ...(ghs ? { htmlSupport: ghs } : {}),
  });
  const out = list.map((html) => {
    editor.setData(html);
    return editor.getData();
  });
  await editor.destroy();
  return out;
}

async function tinymceRun(config, list) {
  const target = host().appendChild(document.createElement('textarea'));
  const [editor] = await tinymce.init({
    target,
    license_key: 'gpl',
    skin: false,
    content_css: false,
    promotion: false,
    ...(config === 'recipe' ? tinymceRecipe : {}),
  });
  const out = list.map((html) => {
    editor.setContent(html);
    return editor.getContent();
  });
  editor.remove();
  return out;
}

async function quill(config, list) {
  const q = new Quill(host(), { theme: 'snow' });
  return list.map((html) => {
    q.setText('');
    q.clipboard.dangerouslyPasteHTML(html);
    return q.getSemanticHTML();
  });
}

async function wangeditor(config, list) {
  // An editor per snippet, created with it as its content: setHtml() on a live editor needs a
  // selection, which a page that never had focus lacks.
  return list.map((html) => {
    const editor = createEditor({ selector: host(), html, config: {}, mode: 'default' });
    const out = editor.getHtml();
    editor.destroy();
    return out;
  });
}

window.cmsEditors = { ckeditor, tinymce: tinymceRun, quill, wangeditor };
