import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { KbQuestionPage } from '@/features/faq'

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/$question')({
  beforeLoad: () => requirePage('/pages/knowledge-base'),
  component: function QuestionRoute() {
    const { category, question } = Route.useParams()
    return <KbQuestionPage category={category} question={question} />
  },
})
