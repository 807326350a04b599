import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { blogDetailPath } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';
import type { Blog } from '@/store/models';
import { BLOG_IMAGE_SIZE, blogImage, blogTitle } from '../blogView';

const cardSx = { height: '100%', display: 'flex', flexDirection: 'column' } as const;
/** The lead card lies on its side from md up, its image the largest thing on the first screen. */
const leadCardSx = { ...cardSx, flexDirection: { xs: 'column', md: 'row' } } as const;
const leadImageSx = { flex: { md: '0 0 60%' }, width: { xs: '100%', md: '60%' } } as const;
const leadBodySx = { display: 'flex', flexDirection: 'column', justifyContent: 'center', flex: 1 } as const;
const imageSx = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: `${BLOG_IMAGE_SIZE.width} / ${BLOG_IMAGE_SIZE.height}`,
  objectFit: 'cover',
  bgcolor: 'brand.tint',
} as const;
/** Two lines of title, so cards of a row line up and skeletons match them. */
const titleSx = {
  fontSize: '1.15rem',
  lineHeight: 1.35,
  minHeight: '3.1em',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * `lead`: the card leading the list, drawn larger so that its image, the only one asked for at
 * high priority, is the page's largest paint rather than whichever card's image decodes first.
 */
export function BlogCard({ blog, lead = false }: { blog: Blog; lead?: boolean }) {
  const { t } = useTranslation('blog');
  const titleId = useId();
  const title = blogTitle(blog, t('noTitle'));
  return (
    // Focusable from code only: Show more takes the focus to the first post it reveals.
    <Card component="article" aria-labelledby={titleId} tabIndex={-1} sx={lead ? leadCardSx : cardSx}>
      {/* Decorative: the title right below names the post. */}
      <Box
        component="img"
        src={blogImage(blog)}
        alt=""
        width={BLOG_IMAGE_SIZE.width}
        height={BLOG_IMAGE_SIZE.height}
        loading={lead ? 'eager' : 'lazy'}
        fetchPriority={lead ? 'high' : 'auto'}
        decoding="async"
        sx={lead ? { ...imageSx, ...leadImageSx } : imageSx}
      />
      <Box sx={lead ? leadBodySx : { display: 'contents' }}>
        <CardContent sx={{ flex: lead ? undefined : 1 }}>
          <Typography id={titleId} variant="h3" component="h2" sx={titleSx}>
            {title}
          </Typography>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={RouterLink} to={blogDetailPath(blog._id)} variant="contained" aria-describedby={titleId}>
            {t('list.readMore')}
          </Button>
        </CardActions>
      </Box>
    </Card>
  );
}

export function BlogCardSkeleton({ lead = false }: { lead?: boolean }) {
  return (
    <Card aria-hidden="true" sx={lead ? leadCardSx : cardSx}>
      <Skeleton variant="rectangular" sx={{ ...imageSx, ...(lead ? leadImageSx : {}), height: 'auto' }} />
      <Box sx={lead ? leadBodySx : { display: 'contents' }}>
        <CardContent sx={{ flex: lead ? undefined : 1 }}>
          <Typography variant="h3" sx={titleSx}>
            <Skeleton width="90%" />
            <Skeleton width="60%" />
          </Typography>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Skeleton variant="rounded" width={132} height={36.5} sx={{ borderRadius: 999 }} />
        </CardActions>
      </Box>
    </Card>
  );
}
