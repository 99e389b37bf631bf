<?php
/*
 * WordPress's own kses, as a post's content is saved: wp_kses_post() from Debian's `wordpress`
 * (/usr/share/wordpress), loaded under php-cli without a database. Only the files kses needs are
 * loaded (the hook API, functions.php's wp_allowed_protocols, formatting.php); no function is
 * stubbed. argv[1], when given, is a recipe file that adds its filters first, as a plugin does.
 * stdin: a JSON array of HTML strings; stdout: the JSON array of what kses keeps.
 */
define('ABSPATH', getenv('WORDPRESS_DIR') ?: '/usr/share/wordpress/');
define('WPINC', 'wp-includes');
require ABSPATH . WPINC . '/load.php';
require ABSPATH . WPINC . '/plugin.php';
require ABSPATH . WPINC . '/functions.php';
require ABSPATH . WPINC . '/formatting.php';
require ABSPATH . WPINC . '/kses.php';
if (isset($argv[1])) require $argv[1];
$out = array();
foreach (json_decode(stream_get_contents(STDIN), true) as $html) $out[] = wp_kses_post($html);
echo json_encode($out, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
