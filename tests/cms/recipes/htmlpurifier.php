<?php
/*
 * pp-widgets markup through HTML Purifier: the HTML5 elements and data-* attributes the
 * widgets use, ids, the search form, and data: URIs for the lazy images' placeholders.
 * `$config` is your HTMLPurifier_Config (HTMLPurifier_Config::createDefault()).
 */
$config->set('HTML.DefinitionID', 'pp-widgets');
$config->set('HTML.DefinitionRev', 1);
$config->set('Attr.EnableID', true);
$config->set('HTML.Trusted', true); // forms (the search box); only for trusted editors
$config->set('URI.AllowedSchemes', array('http' => true, 'https' => true, 'mailto' => true, 'data' => true));
$def = $config->maybeGetRawHTMLDefinition();
if ($def) {
    $def->addElement('header', 'Block', 'Flow', 'Common');
    $def->addElement('nav', 'Block', 'Flow', 'Common');
    $data = array(
        'a' => array('widget', 'id', 'version-id', 'name', 'package-name', 'version-code', 'version-name',
            'icon-url', 'resource-type', 'category-id', 'sub-category-id', 'require-id', 'tips',
            'download-tips', 'tag-popup', 'track'),
        'div' => array('widget', 'app-id', 'version-id', 'app-ids', 'activity-id', 'count', 'q',
            'special-id', 'day-before', 'day-after', 'space-id', 'space-name', 'offset', 'menu-mask'),
        'header' => array('widget'),
        'form' => array('widget', 'ctoken'),
        'button' => array('menu-toggle'),
        'img' => array('src', 'srcset'),
    );
    foreach ($data as $element => $names) {
        foreach ($names as $name) {
            $def->addAttribute($element, 'data-' . $name, 'Text');
        }
    }
    $def->addAttribute('button', 'aria-controls', 'Text');
    foreach (array('nav', 'div') as $element) {
        $def->addAttribute($element, 'hidden', 'Bool#hidden');
    }
}
