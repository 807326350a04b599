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

/** `first`: the card leading the list, whose image is likely the largest thing on the first screen. */
export function BlogCard({ blog, first = false }: { blog: Blog; first?: boolean }) {
  const { t } = useTranslation('blog');
  const titleId = useId();
  const title = blogTitle(blog, t('noTitle'));
  return (
    <Card component="article" aria-labelledby={titleId} sx={cardSx}>
      {/* Decorative: the title right below names the post. */}
      <Box
        component="img"
        src={blogImage(blog)}
        alt=""
        width={BLOG_IMAGE_SIZE.width}
        height={BLOG_IMAGE_SIZE.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
        sx={imageSx}
      />
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h3" component="h2" sx={titleSx}>
          {title}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={blogDetailPath(blog._id)} variant="contained" aria-describedby={titleId}>
          {t('list.readMore')}
        </Button>
      </CardActions>
    </Card>
  );
}

export function BlogCardSkeleton() {
  return (
    <Card aria-hidden="true" sx={cardSx}>
      <Skeleton variant="rectangular" sx={{ ...imageSx, height: 'auto' }} />
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h3" sx={titleSx}>
          <Skeleton width="90%" />
          <Skeleton width="60%" />
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Skeleton variant="rounded" width={132} height={36.5} sx={{ borderRadius: 999 }} />
      </CardActions>
    </Card>
  );
}
