export { default, metadata } from '../trade-in/page'
