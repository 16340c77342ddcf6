export { default, metadata } from '../parts/page'
