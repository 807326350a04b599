import CalculateIcon from '@mui/icons-material/CalculateOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { toolPath } from '@/config/paths';
import { Link, useTranslation } from '@/i18n';
import { lessonToolQuery, toolsForLesson } from '../lessonTools';
import { slugOfTool } from '../toolList';

/** Links from a lesson to the calculators it puts to use; nothing for a lesson without any. */
export function LessonTools({
  courseId,
  chapterIndex,
  lessonIndex,
}: {
  courseId: string;
  chapterIndex: number;
  lessonIndex: number;
}) {
  const { t } = useTranslation('tools');
  const tools = toolsForLesson(courseId, chapterIndex, lessonIndex);
  if (tools.length === 0) return null;
  return (
    <Stack component="nav" aria-label={t('lesson.label')} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {tools.map((id) => (
        <Button
          key={id}
          component={Link}
          to={`${toolPath(slugOfTool(id))}${lessonToolQuery(courseId, chapterIndex, lessonIndex, id)}`}
          size="small"
          variant="outlined"
          startIcon={<CalculateIcon />}
        >
          {t(`tools.${id}.name`)}
        </Button>
      ))}
    </Stack>
  );
}
