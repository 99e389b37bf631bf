<?php
/*
 * pp-widgets markup in WordPress posts: wp_kses_post() keeps data-* already; this adds the
 * search form and the header menu's attributes. A plugin file, or the theme's functions.php.
 */
add_filter('wp_kses_allowed_html', function ($tags, $context) {
    if ('post' !== $context) {
        return $tags;
    }
    $tags['form'] = array('action' => true, 'method' => true, 'role' => true, 'data-*' => true);
    $tags['input'] = array(
        'id' => true, 'name' => true, 'type' => true, 'autocomplete' => true,
        'placeholder' => true, 'aria-label' => true, 'data-*' => true,
    );
    foreach (array('header', 'nav', 'div', 'button', 'a') as $tag) {
        $tags[$tag]['id'] = true;
        $tags[$tag]['hidden'] = true;
        $tags[$tag]['aria-controls'] = true;
        $tags[$tag]['data-*'] = true;
    }
    return $tags;
}, 10, 2);
