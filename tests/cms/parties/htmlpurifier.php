<?php
/*
 * HTML Purifier from Debian's php-htmlpurifier, default configuration. argv[1] is the library's
 * folder (the harness copies /usr/share/php/HTMLPurifier* to a temporary folder and applies the
 * upstream PHP 8 fix for `$raw{0}` there: system files are never edited). argv[2], when given, is
 * a recipe file that sets `$config` (an HTMLPurifier_Config) as a CMS's own setup code does.
 * stdin: a JSON array of HTML strings; stdout: the JSON array of what HTML Purifier keeps.
 */
require $argv[1] . '/HTMLPurifier.auto.php';
$config = HTMLPurifier_Config::createDefault();
// The definition cache would write under the library's folder; the harness runs each batch once.
$config->set('Cache.DefinitionImpl', null);
if (isset($argv[2])) require $argv[2];
$purifier = new HTMLPurifier($config);
$out = array();
foreach (json_decode(stream_get_contents(STDIN), true) as $html) $out[] = $purifier->purify($html);
echo json_encode($out, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
