import { useDroppable } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { RENEWALS, type StageId } from './dnd-demo.data'
import { RenewalCardView } from './RenewalCardView'
import { SortableItem } from './SortableItem'
import classes from './DragAndDrop.module.css'

const byId = new Map(RENEWALS.map((card) => [card.id, card]))

/** One stage: its title and count, and its cards (the stage itself takes a drop when empty). */
export function StageColumn({ stage, cards }: { stage: StageId; cards: string[] }) {
  const { t: k } = useTranslation('ui-kit/extensions-drag-and-drop', {
    keyPrefix: 'uiKit.extensions-drag-and-drop',
  })
  const { setNodeRef } = useDroppable({ id: stage })
  const title = k(`stages.${stage}`)
  return (
    <section ref={setNodeRef} className={classes.stage} aria-label={title} data-stage={stage}>
      <Group justify="space-between" mb="xs">
        <Text fw={600} fz="sm" component="h3">
          {title} <VisuallyHidden>{k('board.count', { count: cards.length })}</VisuallyHidden>
        </Text>
        <Badge variant="light" color="gray" aria-hidden>
          {cards.length}
        </Badge>
      </Group>
      <SortableContext items={cards} strategy={verticalListSortingStrategy}>
        <ul className={classes.list} aria-label={k('board.cardsIn', { stage: title })}>
          {cards.map((id) => {
            const card = byId.get(id)
            if (!card) return null
            return (
              <SortableItem
                key={id}
                id={id}
                data={{ stage }}
                handleLabel={k('board.move', { policy: card.policy, client: card.client })}
              >
                <RenewalCardView card={card} />
              </SortableItem>
            )
          })}
          {cards.length === 0 && (
            <Text component="li" fz="sm" c="dimmed" ta="center" className={classes.empty}>
              {k('board.empty')}
            </Text>
          )}
        </ul>
      </SortableContext>
    </section>
  )
}
