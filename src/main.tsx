import '@/app/main'
