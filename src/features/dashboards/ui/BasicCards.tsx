import { Anchor, Badge, Button, Card, Grid, Group, Image, List, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ContentCard } from './cards/ContentCards'

/** Content cards: text, an image, a list, a call to action. */
export function BasicCards() {
  const { t } = useTranslation('dashboards')
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
        <ContentCard id="basic-text" title={t('dash.basic.textTitle')}>
          <Text fz="sm" c="dimmed">
            {t('dash.basic.textBody')}
          </Text>
        </ContentCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
        <Card
          padding="lg"
          h="100%"
          data-testid="card-basic-image"
          component="section"
          aria-labelledby="basic-image-title"
        >
          <Card.Section>
            <Image src="/images/kanban/car-claim.svg" h={140} fit="contain" alt="" />
          </Card.Section>
          <Group justify="space-between" mt="md">
            <Title order={2} fz="lg" id="basic-image-title">
              {t('dash.basic.imageTitle')}
            </Title>
            <Badge variant="light">{t('dash.basic.new')}</Badge>
          </Group>
          <Text fz="sm" c="dimmed" mt="xs">
            {t('dash.basic.imageBody')}
          </Text>
          <Button mt="md" variant="light">
            {t('dash.basic.read')}
          </Button>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
        <ContentCard id="basic-list" title={t('dash.basic.listTitle')}>
          <List spacing="xs" fz="sm">
            <List.Item>{t('dash.basic.list1')}</List.Item>
            <List.Item>{t('dash.basic.list2')}</List.Item>
            <List.Item>{t('dash.basic.list3')}</List.Item>
          </List>
          <Anchor href="/apps/invoice/list" fz="sm" mt="md" display="block">
            {t('dash.basic.link')}
          </Anchor>
        </ContentCard>
      </Grid.Col>
    </Grid>
  )
}
