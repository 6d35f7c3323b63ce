import { useParams } from 'react-router';
import { HelpChat } from '@/app/routes/help-chat';
import { RoadmapScreens } from '@/features/roadmap/components/roadmap-screens';

/** /roadmap/* and /roadmaps/* (SPEC 2, "Road Map"): the board, an item, or a manager's new item. */
export function Component() {
  const { '*': subPath = '' } = useParams();
  return (
    <>
      <RoadmapScreens subPath={subPath} />
      <HelpChat />
    </>
  );
}
