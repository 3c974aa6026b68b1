import { useParams } from 'react-router-dom';
import { HELP_MESSAGES, helpGuide } from '@haulbooks/domain';
import { EmptyState, HelpArticle, ScreenHeading } from '../../../components';
import { HelpBackLink } from '../components/help-back-link';

/** A Quick Start guide (/docs/:topic). */
export function GuidePage() {
  const guide = helpGuide(useParams().topic);
  return (
    <>
      <HelpBackLink to="/help" label={HELP_MESSAGES.backToHelp} />
      {guide ? (
        <>
          <ScreenHeading>{guide.title}</ScreenHeading>
          <HelpArticle summary={guide.summary} sections={guide.sections} />
        </>
      ) : (
        <EmptyState
          title={HELP_MESSAGES.notFound}
          action={{ label: HELP_MESSAGES.backToHelp, to: '/help' }}
        />
      )}
    </>
  );
}

export { GuidePage as Component };
