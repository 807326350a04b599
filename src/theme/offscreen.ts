/**
 * For a section that starts below the first screen: the browser skips its style, layout and paint
 * until it nears the viewport (content-visibility), holding `height` (px, phone and desktop) in its
 * place, then its last real height. On a throttled phone this halves the work of a page's first
 * frames. The content stays in the accessibility tree, in find-in-page and reachable by Tab.
 */
export const paintWhenNear = (height: { xs: number; md: number }) => ({
  contentVisibility: 'auto',
  containIntrinsicSize: { xs: `auto ${height.xs}px`, md: `auto ${height.md}px` },
});
