export { default, metadata } from '../finance/page'
