import { SLOT } from '../courseCardLayout';
import { CourseCardFrame } from './CourseCardFrame';

/** A placeholder bar of the loading card (styled by the frame's busy rule). */
function Bar({
  width = '100%',
  height,
  radius,
}: {
  width?: number | string;
  height: number | string;
  radius?: number;
}) {
  return <span data-bar style={{ width, height, borderRadius: radius }} />;
}

/** The loading stand-in: the same frame, slot for slot. */
export function CourseCardSkeleton() {
  return (
    <CourseCardFrame
      busy
      media={<Bar height="100%" radius={0} />}
      title={<Bar width="80%" height={18} />}
      tags={
        <>
          <Bar width={110} height={SLOT.tags} />
          <Bar width={80} height={SLOT.tags} />
        </>
      }
      description={
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, paddingTop: 4 }}>
          <Bar height={12} />
          <Bar height={12} />
          <Bar width="60%" height={12} />
        </div>
      }
      price={<Bar width={120} height={20} />}
      action={<Bar height={SLOT.action} radius={999} />}
    />
  );
}
